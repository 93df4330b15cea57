import { useSession } from '../../../shared/session';
import { storedDetails } from '../storedDetails';
import { EditNameModal } from './EditNameModal';

/**
 * The Edit Name modal for the signed-in parent, as the dashboard opens it: everything it shows
 * comes from the stored user data.
 */
export function SelfNameEditor({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user } = useSession();
  const userId = Number(user?.user_id);
  const member =
    user && userId > 0 ? { user_id: userId, role: 'parent' as const, real_name: user.real_name, ...storedDetails(user) } : null;
  return <EditNameModal opened={opened} member={member} onClose={onClose} />;
}

import { Alert } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useSession } from '../../../shared/session';
import { Icon } from '../../../shared/ui/icons';
import { storedDetails } from '../storedDetails';
import { EditNameModal } from './EditNameModal';

interface SelfNameEditorProps {
  opened: boolean;
  onClose: () => void;
  /** The profile failed to load: what the modal shows is the user data this device stored. */
  profileFailed?: boolean;
}

/**
 * The Edit Name modal for the signed-in parent, as the dashboard opens it: everything it shows
 * comes from the stored user data, merged with the profile when that loads.
 */
export function SelfNameEditor({ opened, onClose, profileFailed = false }: SelfNameEditorProps) {
  const { t } = useTranslation('family');
  const { user } = useSession();
  const userId = Number(user?.user_id);
  const member =
    user && userId > 0 ? { user_id: userId, role: 'parent' as const, real_name: user.real_name, ...storedDetails(user) } : null;
  // 'Failed to load user profile' (docs/product.md, "When something fails"); the form still works.
  const notice = profileFailed && (
    <Alert color="warning" variant="light" icon={<Icon name="alert" />} title={t('profileLoadFailed.title')} mb="md">
      {t('profileLoadFailed.body')}
    </Alert>
  );
  return <EditNameModal opened={opened} member={member} onClose={onClose} notice={notice} />;
}

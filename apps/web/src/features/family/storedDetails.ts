import type { StoredUser } from '../../shared/session';
import type { EditableMember } from './components/EditNameModal';

/** What only the stored user data tells about the signed-in parent: get_members has no e-mail, campaign or hospital. */
export function storedDetails(user: StoredUser): Pick<EditableMember, 'identifier' | 'campaign' | 'hospital'> {
  return { identifier: user.email, campaign: user.campaign_name ?? user.campaign, hospital: user.hospital_name };
}

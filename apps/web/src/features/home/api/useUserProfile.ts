import { useEffect } from 'react';
import { useCommandQuery, useLogFailure } from '../../../shared/api';
import { mergeUser } from '../../../shared/session';

/**
 * Loads the profile and merges it into the stored user data. A failure changes nothing: the stored
 * data stays and the page works from it; it is logged, and the Edit Name modal, which shows that data,
 * says 'Failed to load user profile'.
 */
export function useUserProfile() {
  const profile = useCommandQuery('ParentAuthHandler.getUserProfile', {});
  useLogFailure(profile.error, 'Failed to load user profile');
  const data = profile.data;
  useEffect(() => {
    if (!data) return;
    mergeUser({
      user_id: data.user_id,
      family_id: data.family_id,
      p_code: data.p_code,
      email: data.email,
      real_name: data.real_name,
      hospital_name: data.hospital_name,
      campaign_name: data.campaign_name,
      webapp_version_key: data.webapp_version_key,
      campaign: data.campaign,
    });
  }, [data]);
  return profile;
}

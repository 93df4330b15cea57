import type { UserProfile } from '@t1d/contract';
import { paths } from '../../shared/paths';

/**
 * Where a sign-in lands (ADR 0039): an operator works in the console, a parent on the dashboard. A
 * profile that could not be read lands on the dashboard, which every account has.
 */
export function landingPath(profile: Pick<UserProfile, 'is_operator'> | null): string {
  return profile?.is_operator ? paths.console() : paths.home();
}

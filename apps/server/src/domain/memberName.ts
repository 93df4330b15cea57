/** What the app calls a member: the real name, else the login name, else the e-mail's local part. */
export function displayName(member: { real_name: string | null; login_name: string | null; email: string | null }): string {
  const realName = member.real_name?.trim();
  if (realName) return realName;
  if (member.login_name) return member.login_name;
  return member.email?.split('@')[0] ?? '';
}

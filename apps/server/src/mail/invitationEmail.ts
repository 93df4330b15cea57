import type { Locale } from '../domain/locale.js';
import type { MailMessage } from './mailer.js';

interface InvitationEmail {
  to: string;
  /** The address the inviter signed up with: named in the body only, as not confirmed by the app. */
  inviterEmail: string;
  role: 'parent' | 'child';
  childName: string | null;
  url: string;
  code: string;
  expiresOn: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The subject is the app's own fixed words: whatever an inviter types (a child's name) or signed up
 * with (an address nobody confirmed) would otherwise reach strangers' inboxes under the app's sender.
 * Families have no name to show instead, and a parent's real name is typed by the parent alike.
 */
const texts = {
  en: {
    subject: (e: InvitationEmail) =>
      e.role === 'child' ? 'You are invited to create a game account on T1D Family' : 'You are invited to join a family on T1D Family',
    lead: (e: InvitationEmail) =>
      e.role === 'child'
        ? `A parent on T1D Family has invited ${e.childName ?? 'you'} to create a game account in their family.`
        : 'A parent on T1D Family, the companion app for families of children with type 1 diabetes, has invited you to join their family.',
    inviter: (e: InvitationEmail) =>
      `The invitation was made by the account ${e.inviterEmail}. T1D Family has not confirmed that this address belongs to whoever made it: if you do not know them, ignore this e-mail.`,
    action: 'Accept the invitation',
    code: 'Invitation code',
    expiry: (on: string) => `The invitation can be used once and expires on ${on}.`,
    ignore: 'If you did not expect this e-mail, you can ignore it.',
  },
  zh: {
    subject: (e: InvitationEmail) => (e.role === 'child' ? '您受邀在 T1D 家庭创建游戏账户' : '您受邀加入 T1D 家庭中的一个家庭'),
    lead: (e: InvitationEmail) =>
      e.role === 'child'
        ? `T1D 家庭的一位家长邀请${e.childName ?? '您'}在其家庭中创建游戏账户。`
        : 'T1D 家庭的一位家长邀请您加入其家庭。T1D 家庭是为 1 型糖尿病患儿家庭打造的陪伴应用。',
    inviter: (e: InvitationEmail) =>
      `此邀请由账户 ${e.inviterEmail} 发出。T1D 家庭未核实该地址是否属于发出邀请的人：如果您不认识对方，请忽略这封邮件。`,
    action: '接受邀请',
    code: '邀请码',
    expiry: (on: string) => `此邀请仅可使用一次，将于 ${on} 过期。`,
    ignore: '如果您没有预期收到这封邮件，可以忽略它。',
  },
} as const;

/** The invitation e-mail, in the inviter's language, as plain text and simple HTML. */
export function invitationEmail(email: InvitationEmail, locale: Locale): MailMessage {
  const t = texts[locale];
  const lines = [
    t.lead(email),
    t.inviter(email),
    '',
    `${t.action}: ${email.url}`,
    `${t.code}: ${email.code}`,
    '',
    t.expiry(email.expiresOn),
    t.ignore,
  ];
  // Every text is escaped whole: a child's name is shown as typed, never as markup.
  const html = `<p>${escapeHtml(t.lead(email))}</p>
<p>${escapeHtml(t.inviter(email))}</p>
<p><a href="${escapeHtml(email.url)}">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(t.code)}: <code>${escapeHtml(email.code)}</code></p>
<p>${escapeHtml(t.expiry(email.expiresOn))}</p>
<p>${escapeHtml(t.ignore)}</p>`;
  return { to: email.to, subject: t.subject(email), text: lines.join('\n'), html };
}

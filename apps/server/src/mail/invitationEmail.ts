import type { Locale } from '../domain/locale.js';
import type { MailMessage } from './mailer.js';

interface InvitationEmail {
  to: string;
  inviterEmail: string;
  role: 'parent' | 'child';
  childName: string | null;
  url: string;
  code: string;
  expiresOn: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const texts = {
  en: {
    subject: (e: InvitationEmail) =>
      e.role === 'child'
        ? `${e.inviterEmail} invited ${e.childName ?? 'you'} to T1D Family`
        : `${e.inviterEmail} invited you to join their family on T1D Family`,
    lead: (e: InvitationEmail) =>
      e.role === 'child'
        ? `${e.inviterEmail} has invited ${e.childName ?? 'you'} to create a game account in their family.`
        : `${e.inviterEmail} has invited you to join their family on T1D Family, the companion app for families of children with type 1 diabetes.`,
    action: 'Accept the invitation',
    code: 'Invitation code',
    expiry: (on: string) => `The invitation can be used once and expires on ${on}.`,
    ignore: 'If you did not expect this e-mail, you can ignore it.',
  },
  zh: {
    subject: (e: InvitationEmail) =>
      e.role === 'child' ? `${e.inviterEmail} 邀请${e.childName ?? '您'}加入 T1D 家庭` : `${e.inviterEmail} 邀请您加入 T1D 家庭`,
    lead: (e: InvitationEmail) =>
      e.role === 'child'
        ? `${e.inviterEmail} 邀请${e.childName ?? '您'}在家庭中创建游戏账户。`
        : `${e.inviterEmail} 邀请您加入他们在 T1D 家庭中的家庭。T1D 家庭是为 1 型糖尿病患儿家庭打造的陪伴应用。`,
    action: '接受邀请',
    code: '邀请码',
    expiry: (on: string) => `此邀请仅可使用一次，将于 ${on} 过期。`,
    ignore: '如果您没有预期收到这封邮件，可以忽略它。',
  },
} as const;

/** The invitation e-mail, in the inviter's language, as plain text and simple HTML. */
export function invitationEmail(email: InvitationEmail, locale: Locale): MailMessage {
  const t = texts[locale];
  const lines = [t.lead(email), '', `${t.action}: ${email.url}`, `${t.code}: ${email.code}`, '', t.expiry(email.expiresOn), t.ignore];
  const html = `<p>${escapeHtml(t.lead(email))}</p>
<p><a href="${escapeHtml(email.url)}">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(t.code)}: <code>${escapeHtml(email.code)}</code></p>
<p>${escapeHtml(t.expiry(email.expiresOn))}</p>
<p>${escapeHtml(t.ignore)}</p>`;
  return { to: email.to, subject: t.subject(email), text: lines.join('\n'), html };
}

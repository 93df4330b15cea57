import type { Config } from '../config.js';
import { loadOnce } from '../domain/concurrency.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mailer over the configured SMTP server, or null when none is configured. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer | null {
  const { smtpUrl } = config;
  if (!smtpUrl) return null;
  // The mail library is loaded at the first message, not at start: most servers send few.
  const transport = loadOnce(async () => (await import('nodemailer')).default.createTransport(smtpUrl));
  return {
    async send(message) {
      // Base64 keeps long links in one piece whatever the line length.
      await (await transport()).sendMail({ from: config.mailFrom, textEncoding: 'base64', ...message });
    },
  };
}

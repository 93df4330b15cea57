import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

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
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(message) {
      // Base64 keeps long links in one piece whatever the line length.
      await transport.sendMail({ from: config.mailFrom, textEncoding: 'base64', ...message });
    },
  };
}

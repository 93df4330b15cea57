import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Headers and every base64 body part decoded to text. */
  readable: string;
}

/** Decodes the base64 parts of a MIME message (the mailer sends text as base64). */
function decodeParts(raw: string): string {
  const decoded = raw.replace(
    /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*?\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    (_all, body: string) => Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  // Folded header lines are unfolded; adjacent encoded words (=?UTF-8?B?...?=) join without the space.
  const unfolded = decoded.replace(/\r?\n[ \t]+/g, ' ').replace(/\?=\s+=\?/g, '?==?');
  return unfolded
    .replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_all, text: string) => Buffer.from(text, 'base64').toString('utf8'))
    .replace(/=\?UTF-8\?Q\?([^?]+)\?=/gi, (_all, text: string) =>
      Buffer.from(
        text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          readable: decodeParts(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

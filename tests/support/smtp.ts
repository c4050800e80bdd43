import { SMTPServer } from 'smtp-server';
import nodemailer, { type Transporter } from 'nodemailer';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives, and a nodemailer transport to it. */
export async function startSmtpServer(): Promise<{
  mails: ReceivedMail[];
  transport: Transporter;
  close: () => Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return { mails, transport, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The decoded text of a received message (quoted-printable soft breaks joined, =XX decoded). */
export function decodeMail(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    unfolded.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** A header of a received message, unfolded (long headers continue on lines that start with a space). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

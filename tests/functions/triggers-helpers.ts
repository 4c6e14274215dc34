/**
 * A real SMTP server for the mail tests, listening where the functions
 * emulator sends mail (SMTP_PORT of functions/.env.demo-clubhouse).
 */
import { SMTPServer } from 'smtp-server';

export const SMTP_PORT = 2525;

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpSink {
  received: ReceivedMail[];
  /** The next `n` messages are refused with a 550. */
  rejectNext(n: number): void;
  close(): Promise<void>;
}

export async function startSmtpSink(port = SMTP_PORT): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let rejecting = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (rejecting > 0) {
          rejecting -= 1;
          const err = Object.assign(new Error('Mailbox unavailable (test rejection)'), { responseCode: 550 });
          callback(err);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    rejectNext(n) {
      rejecting = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A local SMTP server where the functions on the emulators deliver mail
 * (SMTP_PORT of functions/.env.demo-clubhouse): `npm start` saves each
 * message as an .eml file, the mail tests inspect what arrived and can make
 * it refuse messages.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';

/**
 * smtp-server waits 100 ms before its greeting on every connection, to catch
 * clients that talk too soon: a guard for a server on the internet. Here only
 * the functions connect, once per mail, and that pause was most of a mail's
 * delivery time (about two thirds of the delivery trigger's run while a seed
 * sends hundreds). This sink greets at once.
 */
const connection = SMTPConnection.prototype as unknown as {
  init?: () => void;
  _setListeners?: (ready: () => void) => void;
  connectionReady?: () => void;
};
if (
  typeof connection.init === 'function' &&
  typeof connection._setListeners === 'function' &&
  typeof connection.connectionReady === 'function'
) {
  const { _setListeners: setListeners, connectionReady: ready } = connection;
  connection.init = function greetAtOnce(this: SMTPConnection) {
    setListeners.call(this, () => ready.call(this));
  };
}

/** The SMTP port the functions use on the emulators (functions/.env.demo-clubhouse). */
export function emulatorSmtpPort(envFile: string): number {
  const line = readFileSync(envFile, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('SMTP_PORT='));
  const port = Number(line?.slice('SMTP_PORT='.length).trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${envFile} has no SMTP_PORT.`);
  return port;
}

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

/** Listens on 127.0.0.1:`port`, keeping every accepted message (and handing it to `onMail`). */
export async function startSmtpSink(port: number, onMail?: (mail: ReceivedMail) => void): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let rejecting = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (rejecting > 0) {
          rejecting -= 1;
          callback(Object.assign(new Error('Mailbox unavailable (test rejection)'), { responseCode: 550 }));
          return;
        }
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        onMail?.(mail);
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

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

/** `npm start`'s sink: every message saved as `folder/NNNN.eml` and announced; resolves with a closer. */
export async function startMailSink(port: number, folder: string, announce: (line: string) => void): Promise<() => Promise<void>> {
  mkdirSync(folder, { recursive: true });
  const sink = await startSmtpSink(port, (mail) => {
    const file = `${folder}/${String(sink.received.length).padStart(4, '0')}.eml`;
    writeFileSync(file, mail.raw);
    announce(`  Mail to ${mail.to.join(', ')}: "${header(mail.raw, 'Subject')}" (${file})`);
  });
  return sink.close;
}

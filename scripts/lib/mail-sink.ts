/**
 * A local SMTP server for `npm start`: the functions deliver the society's
 * mail (sign-up notices, test emails) to it over SMTP, as they would to a
 * real mail server; each message is saved as an .eml file and announced.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/** The SMTP port the functions use on the emulators (functions/.env.demo-clubhouse). */
export function emulatorSmtpPort(envFile: string): number {
  const line = readFileSync(envFile, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('SMTP_PORT='));
  const port = Number(line?.slice('SMTP_PORT='.length).trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${envFile} has no SMTP_PORT.`);
  return port;
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

/** Listens on 127.0.0.1:`port`; resolves with a function that closes it. */
export async function startMailSink(port: number, folder: string, announce: (line: string) => void): Promise<() => Promise<void>> {
  mkdirSync(folder, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received += 1;
        const file = `${folder}/${String(received).padStart(4, '0')}.eml`;
        writeFileSync(file, raw);
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
        announce(`  Mail to ${to}: "${header(raw, 'Subject')}" (${file})`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

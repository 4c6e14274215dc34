/**
 * A real SMTP server for the mail tests, listening where the functions
 * emulator sends mail (SMTP_PORT of functions/.env.demo-clubhouse).
 */
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { emulatorSmtpPort, startSmtpSink as listen, type SmtpSink } from '../../scripts/lib/mail-sink';
import { clearAll } from './helpers';

export type { ReceivedMail, SmtpSink } from '../../scripts/lib/mail-sink';

export const SMTP_PORT = emulatorSmtpPort('functions/.env.demo-clubhouse');

export function startSmtpSink(port = SMTP_PORT): Promise<SmtpSink> {
  return listen(port);
}

/**
 * A mail test file's lifecycle: before the file, a clear database and 3 s for the
 * triggers of the previous test file to run out (a late mail would reach this
 * file's server); before each test a clear database and a fresh sink, closed
 * after it. Returns the current test's sink.
 */
export function useSmtpSink(): () => SmtpSink {
  let sink: SmtpSink | undefined;
  beforeAll(async () => {
    await clearAll();
    await new Promise((r) => setTimeout(r, 3000));
  });
  beforeEach(async () => {
    await clearAll();
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await sink?.close();
  });
  return () => {
    if (!sink) throw new Error('no SMTP sink outside a test');
    return sink;
  };
}

/** A header of a delivered message, unfolded (RFC 5322 folding: a line break before whitespace). */
export function mailHeader(raw: string, name: string): string {
  const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
}

/**
 * The text/plain part of a delivered message, decoded as the mail client would
 * (quoted-printable or base64, as the transport chose), line breaks as "\n".
 */
export function mailText(raw: string): string {
  const part = raw.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => /^content-type:\s*text\/plain/im.test(p.split(/\r?\n\r?\n/, 1)[0] ?? ''));
  if (part === undefined) return '';
  const split = /\r?\n\r?\n/.exec(part);
  const head = split ? part.slice(0, split.index) : part;
  const body = split ? part.slice(split.index + split[0].length) : '';
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase() ?? '7bit';
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return decoded.replace(/\r\n/g, '\n');
}

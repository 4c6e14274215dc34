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

/**
 * A real SMTP server for the mail tests, listening where the functions
 * emulator sends mail (SMTP_PORT of functions/.env.demo-clubhouse).
 */
import { emulatorSmtpPort, startSmtpSink as listen, type SmtpSink } from '../../scripts/lib/mail-sink';

export type { ReceivedMail, SmtpSink } from '../../scripts/lib/mail-sink';

export const SMTP_PORT = emulatorSmtpPort('functions/.env.demo-clubhouse');

export function startSmtpSink(port = SMTP_PORT): Promise<SmtpSink> {
  return listen(port);
}

import { callFunction } from '@/lib/data/callable';

/** Sends a test mail through the outbox (admin only); resolves once the mail server accepted it. */
export async function sendTestEmail(to: string): Promise<void> {
  await callFunction('sendTestEmail', { to });
}

/** Runs the day-before reminder job now (the schedule's own core); resolves to how many reminders it queued. */
export async function sendDueReminders(): Promise<number> {
  return (await callFunction('sendDueReminders', {})).sent;
}

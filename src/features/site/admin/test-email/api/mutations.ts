import { callFunction } from '@/lib/data/callable';

/** Sends a test mail through the outbox (admin only); resolves once the mail server accepted it. */
export async function sendTestEmail(to: string): Promise<void> {
  await callFunction('sendTestEmail', { to });
}

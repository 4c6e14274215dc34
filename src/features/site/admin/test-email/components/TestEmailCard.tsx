import { LuMail } from 'react-icons/lu';
import { ActionCard, useAction } from '@/components/kit';
import { useSession } from '@/lib/auth/session';
import { errorCode, errorMessage } from '@/lib/errors';
import { sendTestEmail } from '../api/mutations';

/** The reason a test mail failed: the server's own words (the mail server's error), else the catalogue's. */
function failureReason(error: unknown): string {
  const code = errorCode(error);
  const own = error instanceof Error ? error.message : '';
  return code && code !== 'internal' && own ? own : errorMessage(error);
}

/** "Email Notifications Test": sends a test mail to the signed-in admin through sendTestEmail. */
export function TestEmailCard() {
  const to = useSession().user?.email ?? '';
  const send = useAction(sendTestEmail, {
    success: (_, email) => `Test email sent successfully to ${email}`,
    failure: (error) => `Failed to send test email: ${failureReason(error)}`,
  });
  return (
    <ActionCard
      title="Email Notifications Test"
      description={`Sends a test email${to ? ` to ${to}` : ''} to check that notifications are delivered.`}
      label={
        <>
          <LuMail aria-hidden /> Send Test Email
        </>
      }
      busy={send.busy}
      disabled={!to}
      onRun={() => void send.run(to)}
    />
  );
}

import { LuBellRing } from 'react-icons/lu';
import { ActionCard, useAction } from '@/components/kit';
import { sendDueReminders } from '../api/mutations';

/**
 * "Send due reminders now": the reminder job's core on demand, for a tee sheet
 * that changed late. It sends only what is due and not yet sent, so pressing
 * it twice sends nothing new.
 */
export function RemindersCard() {
  const send = useAction(sendDueReminders, {
    success: (sent) => (sent === 0 ? 'No reminders were due' : `${sent} ${sent === 1 ? 'reminder' : 'reminders'} sent`),
    failure: 'Failed to send reminders',
  });
  return (
    <ActionCard
      title="Day-before Reminders"
      description="Sent every 15 minutes to members whose arrival is within 24 hours; each member gets one per event."
      label={
        <>
          <LuBellRing aria-hidden /> Send due reminders now
        </>
      }
      busy={send.busy}
      onRun={() => void send.run()}
    />
  );
}

import { Button, Text } from '@chakra-ui/react';
import { LuCalendarPlus } from 'react-icons/lu';
import { ConfirmDialog, useAction } from '@/components/kit';
import { downloadEventIcs, type CalendarEvent } from '@/lib/calendar';

/** The dashboard's "My Registered ..." rows: one event a row, its actions on the right. */
export const myEventRowProps = { borderWidth: '1px', rounded: 'md', p: '4', justify: 'space-between', wrap: 'wrap', gap: '3' } as const;

/** "Add to Calendar": an .ics file whose reminder rings at the arrival time. */
export function CalendarButton({ event }: { event: CalendarEvent }) {
  const download = useAction(() => downloadEventIcs(event), { failure: 'Failed to create calendar file' });
  return (
    <Button size="sm" variant="outline" loading={download.busy} onClick={() => void download.run()} aria-label={`Add ${event.title} to calendar`}>
      <LuCalendarPlus aria-hidden /> Add to Calendar
    </Button>
  );
}

export interface Withdrawing {
  id: string;
  name: string;
}

/** "Withdraw from event?": gives the member's place up through the event's withdraw callable. */
export function WithdrawDialog({
  withdrawing,
  onClose,
  withdraw,
  failure,
}: {
  withdrawing: Withdrawing | null;
  onClose: () => void;
  withdraw: (eventId: string) => Promise<void>;
  failure: string;
}) {
  const name = withdrawing?.name ?? '';
  return (
    <ConfirmDialog
      open={withdrawing !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Withdraw from event?"
      description={<Text>Your place in {name} will be given up for another member.</Text>}
      confirmLabel="Withdraw"
      onConfirm={async () => {
        if (!withdrawing) return;
        await withdraw(withdrawing.id);
      }}
      messages={{
        success: { title: 'Registration Cancelled', description: `You have withdrawn from ${name}` },
        failure,
      }}
    />
  );
}

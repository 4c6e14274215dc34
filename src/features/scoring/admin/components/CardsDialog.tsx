import { DialogCloseFooter, DialogShell } from '@/components/kit';
import { Dialog } from '@chakra-ui/react';
import { CardsPanel, type CardsEvent } from './CardsPanel';

/** An event's cards (CardsPanel) in a dialog: from the Par 3 and tournament lists. */
export function CardsDialog({ event, onClose }: { event: CardsEvent | null; onClose: () => void }) {
  return (
    <DialogShell open={event !== null} onOpenChange={(next) => !next && onClose()} title={event ? `Cards: ${event.name}` : undefined}>
      {event && (
        <>
          <Dialog.Body>
            <CardsPanel event={event} />
          </Dialog.Body>
          <DialogCloseFooter />
        </>
      )}
    </DialogShell>
  );
}

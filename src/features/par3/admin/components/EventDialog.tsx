import { Dialog } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DialogCloseFooter, DialogShell } from '@/components/kit';

interface EventDialogProps {
  /** The dialog's title ("Tee Times: Wednesday Par 3"). */
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The shell of an event's tee times and registrations dialogs: full screen on a phone, a Close button and an X. */
export function EventDialog({ title, open, onClose, children }: EventDialogProps) {
  return (
    <DialogShell open={open} onOpenChange={(next) => !next && onClose()} title={title}>
      <Dialog.Body>{children}</Dialog.Body>
      <DialogCloseFooter />
    </DialogShell>
  );
}

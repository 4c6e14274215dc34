import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's title; leave it out when the content draws its own header (e.g. from data it reads). */
  title?: ReactNode;
  /** A form keeps what was typed when the backdrop is clicked: false. */
  closeOnInteractOutside?: boolean;
  /** Body and footer (Dialog.Body, Dialog.Footer, or a form holding both). */
  children: ReactNode;
}

/**
 * The frame every dialog of the app shares: full screen on a phone, large
 * from md up, the body scrolling inside, focus trapped, Esc and the X close;
 * mounted only while open, so its reads and form start afresh each time.
 */
export function DialogShell({ open, onOpenChange, title, closeOnInteractOutside = true, children }: DialogShellProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ mdDown: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={closeOnInteractOutside}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {title !== undefined && (
              <Dialog.Header>
                <Dialog.Title fontFamily="heading">{title}</Dialog.Title>
              </Dialog.Header>
            )}
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The footer of a dialog that only shows or manages things: one button that closes it. */
export function DialogCloseFooter({ label = 'Close' }: { label?: string }) {
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline">{label}</Button>
      </Dialog.ActionTrigger>
    </Dialog.Footer>
  );
}

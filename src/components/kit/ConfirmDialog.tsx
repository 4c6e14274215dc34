import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { ServerButton } from './ServerButton';
import { useAction, type ActionMessages } from './use-action';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen; "This cannot be undone." is added for destructive actions. */
  description?: ReactNode;
  confirmLabel: string;
  /** The write; the dialog closes when it succeeds. */
  onConfirm: () => Promise<unknown>;
  messages: Omit<ActionMessages<[], unknown>, 'onSuccess'>;
  /** Red button and the "cannot be undone" line (default true). */
  destructive?: boolean;
  /** The action runs on the server (a callable): offline, the button says it needs a connection. */
  onServer?: boolean;
}

/**
 * Asks before an action (an alertdialog; focus starts on Cancel, the least
 * destructive choice), runs it with a busy button and its toasts.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  messages,
  destructive = true,
  onServer = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const ConfirmButton = onServer ? ServerButton : Button;
  const action = useAction(onConfirm, { ...messages, onSuccess: () => onOpenChange(false) });
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Stack gap="1">
                  {description}
                  {destructive && <Text color="fg.muted">This cannot be undone.</Text>}
                </Stack>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <ConfirmButton colorPalette={destructive ? 'red' : 'brand'} loading={action.busy} onClick={() => void action.run()}>
                {confirmLabel}
              </ConfirmButton>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogShell, useAction, ServerButton } from '@/components/kit';
import { serverMessage } from '@/lib/errors';
import { resetPassword } from '../api/mutations';
import { MIN_PASSWORD } from '../schemas';

interface ResetPasswordDialogProps {
  member: { id: string; fullName: string } | null;
  onClose: () => void;
}

/** Sets a new password for a member (resetMemberPassword); the button stays disabled under 6 characters. */
export function ResetPasswordDialog({ member, onClose }: ResetPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const reset = useAction((uid: string, value: string) => resetPassword(uid, value), {
    success: () => `Password reset for ${member?.fullName ?? 'the member'}`,
    failure: (error) => ({ title: 'Failed to reset password', description: serverMessage(error) }),
    onSuccess: () => close(),
  });

  function close() {
    setPassword('');
    onClose();
  }

  const tooShort = password.length < MIN_PASSWORD;
  return (
    <DialogShell open={member !== null} onOpenChange={(next) => !next && close()} title="Reset password" closeOnInteractOutside={false}>
      {/* display: contents lets the dialog lay out body and footer, as in FormDialog. */}
      <form
        style={{ display: 'contents' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (member && !tooShort) void reset.run(member.id, password);
        }}
      >
        <Dialog.Body>
          <Stack gap="4">
            <Text>Set a new password for {member?.fullName}. Tell them the new password yourself.</Text>
            <Field.Root required>
              <Field.Label>
                New password <Field.RequiredIndicator />
              </Field.Label>
              <Input type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
              <Field.HelperText>At least {MIN_PASSWORD} characters.</Field.HelperText>
            </Field.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <ServerButton type="submit" colorPalette="brand" disabled={tooShort} loading={reset.busy}>
            Reset Password
          </ServerButton>
        </Dialog.Footer>
      </form>
    </DialogShell>
  );
}

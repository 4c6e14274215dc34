import { Button, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { Form, TextField, useAction, useSchemaForm } from '@/components/kit';
import { paths } from '@/config/paths';
import { setNewPassword } from '../api/mutations';
import { resetErrorText } from '../errors';
import { newPasswordSchema, type NewPasswordInput } from '../schemas';

/** Set new password, opened by the reset link (`oobCode`) or a `#type=recovery` session. */
export function ResetPasswordForm({ oobCode }: { oobCode: string | null }) {
  const navigate = useNavigate();
  const form = useSchemaForm(newPasswordSchema, { password: '', confirmPassword: '' });
  const save = useAction((values: NewPasswordInput) => setNewPassword(oobCode, values.password), {
    success: 'Password updated successfully! You can now sign in.',
    failure: (error) => ({ title: 'Failed to reset password', description: resetErrorText(error) }),
    onSuccess: () => navigate(paths.auth, { replace: true }),
  });
  return (
    <Form form={form} schema={newPasswordSchema} aria-label="Set new password" onSubmit={(v) => save.run(v)}>
      <Stack gap="4">
        <TextField name="password" label="New Password" type="password" autoComplete="new-password" required />
        <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" required />
        <Button type="submit" colorPalette="brand" loading={save.busy} loadingText="Updating...">
          Update Password
        </Button>
      </Stack>
    </Form>
  );
}

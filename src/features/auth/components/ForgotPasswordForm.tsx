import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Form, TextField, useAction, useSchemaForm } from '@/components/kit';
import { sendPasswordReset } from '../api/mutations';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../schemas';

/** Forgot password: sends the reset email; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const form = useSchemaForm(forgotPasswordSchema, { email: '' });
  const [sent, setSent] = useState(false);
  const send = useAction((values: ForgotPasswordInput) => sendPasswordReset(values.email), {
    success: 'Password reset email sent! Check your inbox.',
    failure: 'Failed to send reset email',
    onSuccess: () => setSent(true),
  });
  return (
    <Form form={form} schema={forgotPasswordSchema} aria-label="Reset password" onSubmit={(v) => send.run(v)}>
      <Stack gap="4">
        <Text color="fg.muted">Enter your email and we will send you a link to set a new password.</Text>
        <TextField name="email" label="Email" type="email" autoComplete="email" required />
        {sent && (
          <Text role="status" color="brand.fg" fontSize="sm">
            If an account exists for this email, a reset link is on its way.
          </Text>
        )}
        <Button type="submit" colorPalette="brand" loading={send.busy} loadingText="Sending...">
          Send Reset Link
        </Button>
      </Stack>
    </Form>
  );
}

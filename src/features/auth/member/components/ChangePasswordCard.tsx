import { Button, Card, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, TextField, useAction, useSchemaForm } from '@/components/kit';
import { errorCode, errorMessage } from '@/lib/errors';
import { changePassword, confirmCurrentPassword } from '../../api/mutations';
import { newPasswordSchema, type NewPasswordInput } from '../../schemas';

/**
 * The profile's Change Password card. When Firebase finds the sign-in too old
 * (auth/requires-recent-login), it asks for the current password and tries again.
 */
export function ChangePasswordCard() {
  const form = useSchemaForm(newPasswordSchema, { password: '', confirmPassword: '' });
  const [password, confirmPassword] = useWatch({ control: form.control, name: ['password', 'confirmPassword'] });
  const [needsCurrent, setNeedsCurrent] = useState<NewPasswordInput | null>(null);
  const [current, setCurrent] = useState('');

  const change = useAction(
    async (values: NewPasswordInput) => {
      try {
        await changePassword(values.password);
        return true;
      } catch (error) {
        if (errorCode(error) !== 'auth/requires-recent-login') throw error;
        setNeedsCurrent(values);
        return false;
      }
    },
    {
      success: (changed) => (changed ? 'Password changed successfully!' : { title: 'Please enter your current password to continue' }),
      failure: (error) => ({ title: 'Failed to change password', description: errorMessage(error) }),
      onSuccess: (changed) => {
        if (changed) form.reset({ password: '', confirmPassword: '' });
      },
    },
  );

  const reauth = useAction(
    async () => {
      if (!needsCurrent) return;
      await confirmCurrentPassword(current);
      await changePassword(needsCurrent.password);
    },
    {
      success: 'Password changed successfully!',
      failure: (error) => ({ title: 'Failed to change password', description: errorMessage(error) }),
      onSuccess: () => {
        setNeedsCurrent(null);
        setCurrent('');
        form.reset({ password: '', confirmPassword: '' });
      },
    },
  );

  const busy = change.busy || reauth.busy;
  return (
    <Card.Root>
      <Card.Header>
        <Heading as="h2" size="lg" fontFamily="heading">
          Change Password
        </Heading>
      </Card.Header>
      <Card.Body>
        <Form form={form} schema={newPasswordSchema} aria-label="Change password" onSubmit={(v) => change.run(v)}>
          <Stack gap="4">
            <TextField name="password" label="New Password" type="password" autoComplete="new-password" />
            <TextField name="confirmPassword" label="Confirm Password" type="password" autoComplete="new-password" />
            {needsCurrent && (
              <Stack gap="3" borderWidth="1px" rounded="md" p="4">
                <Text>For your security, please enter your current password to change it.</Text>
                <Field.Root>
                  <Field.Label>Current Password</Field.Label>
                  <Input
                    type="password"
                    autoComplete="current-password"
                    value={current}
                    onChange={(e) => setCurrent(e.currentTarget.value)}
                  />
                </Field.Root>
                <HStack>
                  <Button colorPalette="brand" disabled={!current || busy} loading={reauth.busy} onClick={() => void reauth.run()}>
                    Confirm and Change
                  </Button>
                  <Button variant="outline" onClick={() => setNeedsCurrent(null)}>
                    Cancel
                  </Button>
                </HStack>
              </Stack>
            )}
            <Button type="submit" colorPalette="brand" alignSelf="start" disabled={!password || !confirmPassword || busy}>
              {change.busy ? 'Changing...' : 'Change Password'}
            </Button>
          </Stack>
        </Form>
      </Card.Body>
    </Card.Root>
  );
}

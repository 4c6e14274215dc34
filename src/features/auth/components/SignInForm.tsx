import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { signInSchema, type SignInInput } from '@/lib/schemas/auth';
import { signIn } from '../api/sign-in';
import { enterSession } from '../enter';

/** Sign-in; goes to `redirectTo` (the page that sent the visitor here) or the dashboard. */
export function SignInForm({ redirectTo }: { redirectTo?: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values);
      toaster.create({ type: 'success', title: 'Welcome back!' });
      enterSession(navigate, redirectTo ?? paths.dashboard);
    } catch (error) {
      const message = errorMessage(error);
      setFailure(message);
      toaster.create({ type: 'error', title: 'Authentication failed', description: message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="4">
        <Field.Root invalid={!!errors.email} required>
          <Field.Label>Email</Field.Label>
          <Input type="email" autoComplete="email" {...register('email')} />
          <Field.ErrorText>{errors.email?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password} required>
          <Field.Label>Password</Field.Label>
          <Input type="password" autoComplete="current-password" {...register('password')} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        {failure && (
          <Text role="alert" color="red.700" fontSize="sm">
            {failure}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Signing in...">
          Sign In
        </Button>
      </Stack>
    </form>
  );
}

import { z } from 'zod';
import { onFirstUse } from './common';

/** Sign-in form (site spec section 5): email and password. */
export const signInSchema = onFirstUse(() =>
  z.object({
    email: z.string().trim().min(1, 'Email is required').email('Invalid email address'),
    password: z.string().min(1, 'Password is required'),
  }),
);

export type SignInInput = z.infer<typeof signInSchema>;

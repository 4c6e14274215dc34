import { z } from 'zod';
import { signInSchema } from '@/lib/schemas/auth';
import { EMPTY_PERSONAL_FIELDS, profileFieldsSchema } from '@/lib/schemas/profile';

/**
 * The auth screens' forms, derived from the shared shapes (src/lib/schemas):
 * sign-up is the profile's personal fields plus the account, with the spec's
 * sign-up messages in front of the profile's own rules (site spec section 5).
 */

export const PASSWORD_MIN = 6;
const TOO_SHORT = 'Password must be at least 6 characters';

export const SIGNUP_TSHIRT_SIZES = ['S', 'M', 'L', 'XL', 'XXL'] as const;

export const signUpSchema = z.object({
  email: signInSchema.shape.email,
  password: z.string().min(PASSWORD_MIN, TOO_SHORT),
  ...profileFieldsSchema.shape,
  fullName: z.string().trim().min(1, 'Please enter your full name').pipe(profileFieldsSchema.shape.fullName),
  phone: z.string().trim().min(1, 'Please enter your phone number').pipe(profileFieldsSchema.shape.phone),
  tshirtSize: z.enum([...SIGNUP_TSHIRT_SIZES, ''], { error: 'Invalid t-shirt size' }),
  preferredTeamId: z.string(),
  acceptTerms: z.boolean().refine((v) => v, 'Please accept the terms and conditions'),
});

export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUpValues = z.output<typeof signUpSchema>;

export const signUpDefaults: SignUpInput = {
  email: '',
  password: '',
  ...EMPTY_PERSONAL_FIELDS,
  preferredTeamId: '',
  acceptTerms: false,
};

/** A new password twice (set-new-password and the profile's Change Password card). */
export const newPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN, TOO_SHORT),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

export const forgotPasswordSchema = signInSchema.pick({ email: true });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

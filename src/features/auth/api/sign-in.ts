import { signInWithEmailAndPassword } from 'firebase/auth';
import { loadAuth } from '@/lib/firebase-app';
import { signInSchema, type SignInInput } from '@/lib/schemas/auth';

/** Signs a member in with email and password; throws Firebase's error on failure. */
export async function signIn(input: SignInInput): Promise<void> {
  const { email, password } = signInSchema.parse(input);
  await signInWithEmailAndPassword(await loadAuth(), email, password);
}

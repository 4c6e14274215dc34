import type { ToastText } from '@/components/kit';
import { errorMessage } from '@/lib/errors';

/** Hero slide failures are toasts titled "Error" (admin spec section 8), saying what failed and why. */
export const slideFailure =
  (what: string) =>
  (error: unknown): ToastText => ({ title: 'Error', description: `Failed to ${what}. ${errorMessage(error)}` });

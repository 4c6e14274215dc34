/**
 * Calls a Cloud Function (callable) by name. The Functions SDK is loaded on the
 * first call, so it is never part of a page that does not call one.
 */
import { loadFunctions } from '../firebase';

export async function callFunction<Input, Output = unknown>(name: string, payload: Input): Promise<Output> {
  const [{ httpsCallable }, functions] = await Promise.all([import('firebase/functions'), loadFunctions()]);
  const result = await httpsCallable<Input, Output>(functions, name)(payload);
  return result.data;
}

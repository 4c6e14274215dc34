/**
 * Calls a Cloud Function (callable) by its name in the registry
 * (src/lib/schemas/callables.ts): the payload is checked by the callable's
 * input schema before it leaves, and the answer read by its output schema.
 * The Functions SDK is loaded on the first call, so it is never part of a
 * page that does not call one.
 */
import { callables, type CallableInput, type CallableName, type CallableOutput } from '../schemas/callables';
import { loadFunctions } from '../firebase';

export async function callFunction<N extends CallableName>(name: N, payload: CallableInput<N>): Promise<CallableOutput<N>> {
  const { input, output } = callables[name];
  const data = input.parse(payload);
  const [{ httpsCallable }, functions] = await Promise.all([import('firebase/functions'), loadFunctions()]);
  const result = await httpsCallable(functions, name)(data);
  return output.parse(result.data) as CallableOutput<N>;
}

/**
 * Calls a Cloud Function (callable) by its name in the registry
 * (src/lib/schemas/callables.ts): the payload is checked by the callable's
 * input schema before it leaves, and the answer read by its output schema.
 * The Functions SDK is loaded on the first call, so it is never part of a
 * page that does not call one.
 */
import { FirebaseError } from 'firebase/app';
import { callables, type CallableInput, type CallableName, type CallableOutput } from '../schemas/callables';
import { NETWORK_ERROR, errorCode } from '../errors';
import { loadFunctions } from '../firebase';

/** The SDK appends the HTTP status to its messages; 0 means no response came. */
const NO_RESPONSE = /\[0\]$/;

/**
 * The error a call answers with: one that got no response at all (the SDK's
 * `internal` with HTTP status 0, "internal [0]", which is how it reports a
 * fetch that failed: offline, or the server out of reach) becomes the
 * catalogue's network error; any other is the server's own.
 */
export function callError(error: unknown): unknown {
  if (errorCode(error) === 'internal' && error instanceof Error && NO_RESPONSE.test(error.message)) {
    return new FirebaseError('functions/unavailable', NETWORK_ERROR);
  }
  return error;
}

/**
 * A call needs the server (it runs a transaction there), so it is never
 * queued: offline the browser fails its request at once, and that answer is
 * reported as the network error it is (callError). The browser's own online
 * flag is not asked first: it can say offline while the server answers (a
 * machine whose only network is its loopback).
 */
export async function callFunction<N extends CallableName>(name: N, payload: CallableInput<N>): Promise<CallableOutput<N>> {
  const { input, output } = callables[name];
  const data = input.parse(payload);
  const [{ httpsCallable }, functions] = await Promise.all([import('firebase/functions'), loadFunctions()]);
  let result;
  try {
    result = await httpsCallable(functions, name)(data);
  } catch (error) {
    throw callError(error);
  }
  return output.parse(result.data) as CallableOutput<N>;
}

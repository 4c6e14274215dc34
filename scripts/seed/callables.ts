/**
 * Calls the Cloud Functions the way the app does (the callable protocol over
 * HTTP), signed in through the Auth emulator: the seed registers members for
 * events through the same transactions members and admins use.
 */
import type { CallableInput, CallableName } from '../../src/lib/schemas/callables';
import { callableUrl, signInWithPassword } from '../lib/emulators';
import { DEMO_ADMIN } from './accounts';

export interface Caller {
  call: <N extends CallableName>(name: N, data: CallableInput<N>) => Promise<unknown>;
}

interface CallableReply {
  result?: unknown;
  error?: { status?: string; message?: string };
}

/** A caller acting as the demo admin (who may act for any member, as the admin panel does). */
export async function adminCaller(projectId: string, authHost: string, functionsHost: string): Promise<Caller> {
  const token = await signInWithPassword(DEMO_ADMIN.email, DEMO_ADMIN.password, authHost);
  return {
    async call(name, data) {
      let response: Response;
      try {
        response = await fetch(callableUrl(name, functionsHost, projectId), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ data }),
        });
      } catch (error) {
        throw new Error(`Cannot reach the Functions emulator at ${functionsHost} (${String(error)}). Is it running?`);
      }
      const reply = (await response.json().catch(() => ({}))) as CallableReply;
      if (reply.error || !response.ok) {
        throw new Error(`${name}(${JSON.stringify(data)}) failed: ${reply.error?.status ?? response.status} ${reply.error?.message ?? ''}`);
      }
      return reply.result;
    },
  };
}

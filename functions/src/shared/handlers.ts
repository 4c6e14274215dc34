/**
 * The function types every domain defines its handlers with: firebase-functions'
 * own, wrapped once so that a stored document the code cannot read never
 * becomes an unhandled error (docs/decisions/0009-shapes-defined-once.md):
 * - a callable answers `failed-precondition` naming the document and what is
 *   wrong with it, never `internal`;
 * - a trigger or a schedule logs the document (or the job) and what failed,
 *   and returns: an unhandled exception would only kill the functions worker
 *   (which holds the next writes for about 30 s on the emulator) and retry nothing.
 */
import { logger } from 'firebase-functions/v2';
import {
  onDocumentCreated as createdTrigger,
  onDocumentUpdated as updatedTrigger,
  onDocumentWritten as writtenTrigger,
} from 'firebase-functions/v2/firestore';
import { HttpsError, onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import { onSchedule as scheduledFunction, type ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { callables, type CallableName, type CallableOutput, type CallablePayload } from '@/lib/schemas/callables';
import { StoredShapeError } from './converter';
import { parse, requireAdmin, requireUser } from './guards';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface CallableSettings {
  /** Who may call: any signed-in member, or admins only (members get permission-denied). */
  caller: 'member' | 'admin';
  /** What a visitor is told (default: "Session expired. Please sign in again"). */
  signedOut?: string;
  timeoutSeconds?: number;
}

/**
 * A callable of the registry (src/lib/schemas/callables.ts), exported under its
 * registry name. In order: the caller (unauthenticated, permission-denied), the
 * payload parsed by the registry's input schema (invalid-argument with the
 * field's message), then the handler, whose answer the registry types.
 */
export function callable<N extends CallableName>(
  name: N,
  settings: CallableSettings,
  handler: (input: CallablePayload<N>, request: CallableRequest, uid: string) => Promise<CallableOutput<N>>,
) {
  const options: CallableOptions = settings.timeoutSeconds ? { timeoutSeconds: settings.timeoutSeconds } : {};
  return onCall(options, async (request) => {
    const uid = settings.caller === 'admin' ? requireAdmin(request) : requireUser(request, settings.signedOut);
    const input = parse(callables[name].input, request.data) as CallablePayload<N>;
    try {
      return await handler(input, request, uid);
    } catch (error) {
      // A stored document the handler cannot read: say which and what is wrong with it, never `internal`.
      if (!(error instanceof StoredShapeError)) throw error;
      logger.error(`${name} refused: ${error.message}`);
      throw new HttpsError('failed-precondition', error.message);
    }
  });
}

type Guarded<E> = (event: E) => Promise<void>;

/** Runs a trigger's body; anything it throws is logged with the document's path, and the event is skipped. */
function guarded<E>(name: string, handler: Guarded<E>): Guarded<E> {
  return async (event) => {
    try {
      await handler(event);
    } catch (error) {
      const kind = error instanceof StoredShapeError ? 'cannot read a stored document' : 'failed';
      const document = (event as { document?: unknown }).document;
      logger.error(`${name} ${kind}; skipped ${typeof document === 'string' ? document : 'the event'}: ${messageOf(error)}`);
    }
  };
}

export function onDocumentWritten<Path extends string>(
  path: Path,
  handler: Guarded<Parameters<Parameters<typeof writtenTrigger<Path>>[1]>[0]>,
) {
  return writtenTrigger(path, guarded(`Trigger on ${path}`, handler));
}

export function onDocumentCreated<Path extends string>(
  path: Path,
  handler: Guarded<Parameters<Parameters<typeof createdTrigger<Path>>[1]>[0]>,
) {
  return createdTrigger(path, guarded(`Trigger on ${path}`, handler));
}

export function onDocumentUpdated<Path extends string>(
  path: Path,
  handler: Guarded<Parameters<Parameters<typeof updatedTrigger<Path>>[1]>[0]>,
) {
  return updatedTrigger(path, guarded(`Trigger on ${path}`, handler));
}

/** A scheduled job: a failure is logged (the next run tries again), never an unhandled exception. */
export function onSchedule(options: string | ScheduleOptions, handler: () => Promise<void>) {
  const settings: ScheduleOptions = typeof options === 'string' ? { schedule: options } : options;
  return scheduledFunction(
    settings,
    guarded(`Schedule ${settings.schedule}`, async () => handler()),
  );
}

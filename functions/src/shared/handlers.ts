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
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
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

/**
 * A transaction that lost to another writer of the same documents: ABORTED once
 * the Admin SDK's own retries are spent, or the Firestore emulator's "Transaction
 * is invalid or closed" (INVALID_ARGUMENT), which it answers when a concurrent
 * write took a lock the transaction held, and which the SDK does not retry.
 */
export function lostToContention(error: unknown): boolean {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  return code === 10 || (code === 3 && typeof details === 'string' && details.startsWith('Transaction is invalid or closed'));
}

/** Runs of a body that lost to contention, in all (each one reads its documents anew). */
const CONTENDED_RUNS = 4;

/**
 * Runs a trigger's body; a run that lost to contention runs again (every body
 * reads the documents as they are now, so a second run is safe). Anything else
 * it throws is logged with the document's path, and the event is skipped.
 */
function guarded<E>(name: string, handler: Guarded<E>): Guarded<E> {
  return async (event) => {
    try {
      for (let run = 1; ; run++) {
        try {
          await handler(event);
          return;
        } catch (error) {
          if (run >= CONTENDED_RUNS || !lostToContention(error)) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50 * run + Math.random() * 100));
        }
      }
    } catch (error) {
      const kind = error instanceof StoredShapeError ? 'cannot read a stored document' : 'failed';
      const document = (event as { document?: unknown }).document;
      logger.error(`${name} ${kind}; skipped ${typeof document === 'string' ? document : 'the event'}: ${messageOf(error)}`);
    }
  };
}

type WrittenEvent<Path extends string> = Parameters<Parameters<typeof writtenTrigger<Path>>[1]>[0];
type CreatedEvent<Path extends string> = Parameters<Parameters<typeof createdTrigger<Path>>[1]>[0];
type UpdatedEvent<Path extends string> = Parameters<Parameters<typeof updatedTrigger<Path>>[1]>[0];

/**
 * One concern's response to a change of a document (`whenWritten`,
 * `whenCreated`, `whenUpdated`): not a Cloud Function of its own.
 * `followDocuments` gives all the concerns of a path one trigger
 * (functions/src/documents.ts, docs/decisions/0006-derived-data-by-triggers.md).
 */
export interface DocumentHandler {
  (event: WrittenEvent<string>): Promise<void>;
  /** The path as the concern names it, e.g. `tournaments/{tournamentId}/cards/{memberId}`. */
  readonly path: string;
  readonly kind: 'written' | 'created' | 'updated';
  /** The concern given its own kind of event (a trigger whose concerns are all of one kind). */
  readonly direct: (event: never) => Promise<void>;
}

const segments = (path: string) => path.split('/');
const isParam = (segment: string) => segment.startsWith('{') && segment.endsWith('}');
/** `a/{x}/b/{y}` -> `a/{}/b/{}`: paths that match the same documents. */
const shapeOf = (path: string) =>
  segments(path)
    .map((s) => (isParam(s) ? '{}' : s))
    .join('/');

/** The event under the concern's own names for the path's wildcards (the trigger's path may name them otherwise). */
function renamed<E extends { params: Record<string, string> }>(event: E, triggerPath: string, path: string): E {
  const from = segments(triggerPath);
  const params: Record<string, string> = {};
  segments(path).forEach((segment, i) => {
    const source = from[i];
    if (isParam(segment) && source && isParam(source)) params[segment.slice(1, -1)] = event.params[source.slice(1, -1)] ?? '';
  });
  return { ...event, params };
}

function documentHandler(path: string, kind: DocumentHandler['kind'], run: (event: never) => Promise<void>): DocumentHandler {
  const direct = guarded(`Trigger on ${path}`, run as (event: unknown) => Promise<void>);
  const handler = async (event: WrittenEvent<string>) => {
    const existed = event.data?.before.exists === true;
    const exists = event.data?.after.exists === true;
    if (kind === 'created') {
      if (!existed && exists) await direct({ ...event, data: event.data?.after });
    } else if (kind === 'written' || (existed && exists)) {
      await direct(event);
    }
  };
  return Object.assign(handler, { path, kind, direct });
}

export function whenWritten<Path extends string>(path: Path, run: (event: WrittenEvent<Path>) => Promise<void>): DocumentHandler {
  return documentHandler(path, 'written', run);
}

export function whenCreated<Path extends string>(path: Path, run: (event: CreatedEvent<Path>) => Promise<void>): DocumentHandler {
  return documentHandler(path, 'created', run);
}

export function whenUpdated<Path extends string>(path: Path, run: (event: UpdatedEvent<Path>) => Promise<void>): DocumentHandler {
  return documentHandler(path, 'updated', run);
}

/** Per change being handled (by its event id): the documents its concerns have read with `readOnce`. */
const sharedReads = new Map<string, Map<string, Promise<DocumentSnapshot>>>();

/**
 * A document read once for all the concerns of one change: the first concern
 * to ask reads it, the next ones get the same snapshot (what the document was
 * then, before any later concern's writes). For the question "does this
 * exist?" that two concerns ask of one change (a registration's card); a
 * concern that must see another concern's writes, or reads in a
 * transaction, reads for itself. Outside a trigger it simply reads.
 */
export function readOnce(event: { id: string }, ref: DocumentReference): Promise<DocumentSnapshot> {
  const reads = sharedReads.get(event.id);
  if (!reads) return ref.get();
  let read = reads.get(ref.path);
  if (!read) {
    read = ref.get();
    reads.set(ref.path, read);
  }
  return read;
}

/**
 * The trigger of a document path: every concern that follows the path runs
 * on each change, one after the other in the order given. One trigger rather
 * than one per concern: each trigger is an invocation of its own for every
 * write (most concerns look at the change and return), and the Firestore
 * emulator delivers events one at a time. Not side by side: two concerns'
 * transactions on the same documents (a card's values and its board row)
 * would contend with each other and with the markers' writes. Concerns all of
 * one kind get a trigger of that kind (a creation trigger does not run on
 * updates). A concern's failure is logged and the next one still runs.
 */
export function followDocuments(path: string, handlers: readonly DocumentHandler[]) {
  for (const handler of handlers) {
    if (shapeOf(handler.path) !== shapeOf(path)) throw new Error(`${handler.path} does not follow ${path}`);
  }
  const kinds = new Set(handlers.map((h) => h.kind));
  const each = async (
    event: { id: string; params: Record<string, string> },
    pick: (h: DocumentHandler) => (event: never) => Promise<void>,
  ) => {
    sharedReads.set(event.id, new Map());
    try {
      for (const handler of handlers) await pick(handler)(renamed(event, path, handler.path) as never);
    } finally {
      sharedReads.delete(event.id);
    }
  };
  return kinds.has('created') && kinds.size === 1
    ? createdTrigger(path, (event) => each(event, (h) => h.direct))
    : kinds.has('updated') && kinds.size === 1
      ? updatedTrigger(path, (event) => each(event, (h) => h.direct))
      : writtenTrigger(path, (event) => each(event, (h) => h));
}

/** A scheduled job: a failure is logged (the next run tries again), never an unhandled exception. */
export function onSchedule(options: string | ScheduleOptions, handler: () => Promise<void>) {
  const settings: ScheduleOptions = typeof options === 'string' ? { schedule: options } : options;
  return scheduledFunction(
    settings,
    guarded(`Schedule ${settings.schedule}`, async () => handler()),
  );
}

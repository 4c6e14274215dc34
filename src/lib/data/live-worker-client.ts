/**
 * A visitor's live reads, followed by Firestore in a worker (docs/decisions/0028-a-visitors-firestore-in-a-worker.md).
 *
 * On a page the render function rendered, opened without a member's session, Firestore keeps its cache in
 * memory (decision 0027) and its work has nothing to do with the page's own thread: it reads, and hands
 * over rows. So there it runs in a dedicated worker (live-worker.ts): its script is evaluated there, its
 * connection, its cache and the parsing of every answer happen there, and the page receives each answer
 * as plain rows (as structured clones) in a message. The page's thread stays free for the visitor's taps.
 *
 * `follow` has the same contract as live-sdk.ts's: useLive does not know which one it has. A web SDK
 * query or reference (which only exists once this page has loaded Firestore itself) is followed by
 * live-sdk.ts. Nothing here imports Firestore.
 */
import { serverReachability } from '../connection';
import { after } from './after';
import type { DocPlan, Follower, QueryPlan, SdkSource } from './live-follow';
import { isRead, type Read } from './live-read';
import { takePageBundle } from './live-start';
import { Unreachable } from './unreachable';

/** A read as it crosses to the worker: what building it needs, no parser. */
export type Plan = QueryPlan | DocPlan;

/** The page's messages to the worker. */
export type ToWorker =
  { type: 'bundle'; text: string } | { type: 'follow'; id: number; read: Plan } | { type: 'stop'; id: number } | { type: 'server' };

/** A failure as it crosses back: Firestore's code, or the cache-only wait's `Unreachable`. */
export interface PlainError {
  name: string;
  message: string;
  code?: string;
}

/**
 * The worker's messages to the page. A query's rows come in order, each with its id: with the row when it
 * is new or changed since the last answer, without it when it is the row sent then (the page keeps that
 * object, so a list where one row changed keeps every other row as it was, as live-follow's queryReader does).
 */
export type FromWorker =
  | { type: 'rows'; id: number; rows: [id: string, row?: unknown][] }
  | { type: 'doc'; id: number; value: unknown }
  | { type: 'fail'; id: number; error: PlainError }
  | { type: 'server'; fromCache: boolean }
  | { type: 'server-failed' };

interface Following {
  /** Hands the worker's message for this read to its follower. */
  answer: (message: FromWorker) => void;
  /** Follows the read in this page instead (the worker failed). */
  moveHere: () => void;
}

const following = new Map<number, Following>();
let worker: Worker | undefined;
/** The worker could not start, or failed: reads are followed in this page (live-sdk.ts). */
let failed = false;
let reach: ReturnType<typeof serverReachability> | undefined;
let nextId = 0;

function failure(error: PlainError): Error {
  if (error.name === 'Unreachable') return new Unreachable();
  return Object.assign(new Error(error.message), { name: error.name, code: error.code });
}

function started(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL('./live-worker.ts', import.meta.url), { type: 'module', name: 'live-reads' });
  created.onmessage = ({ data: message }: MessageEvent<FromWorker>) => {
    if (message.type === 'server') reach?.answer(message.fromCache);
    else if (message.type === 'server-failed') reach?.fail();
    else following.get(message.id)?.answer(message);
  };
  // The worker could not start (its script did not load) or threw: its reads carry on in this page.
  created.onerror = (event) => {
    event.preventDefault();
    console.warn('The live reads move to the page: their worker failed', event.message);
    failed = true;
    created.terminate();
    const moving = [...following.values()];
    following.clear();
    for (const read of moving) read.moveHere();
  };
  // The page's bundle first: the worker loads it into its cache before any listener starts.
  const bundle = takePageBundle();
  if (bundle) created.postMessage({ type: 'bundle', text: bundle } satisfies ToWorker);
  return (worker = created);
}

/**
 * A query's list put together again from the worker's answers (live-follow.ts `rowsSender`): a row sent
 * without its value is the object the last answer had, so React sees every unchanged row as it was.
 */
export function rowsReceiver(): (rows: readonly [id: string, row?: unknown][]) => unknown[] {
  let kept = new Map<string, unknown>();
  return (rows) => {
    const next = new Map<string, unknown>();
    for (const [id, row] of rows) next.set(id, row === undefined ? kept.get(id) : row);
    kept = next;
    return [...next.values()];
  };
}

/** What a read needs in the worker (a plain read's parser stays here: the worker parses with the same schemas). */
function planOf(read: Read<unknown>): Plan {
  return read.kind === 'doc'
    ? { kind: 'doc', collection: read.collection, path: read.path }
    : { kind: 'query', collection: read.collection, spec: read.spec };
}

/** Follows a read in this page, with live-sdk.ts (loaded the first time). */
function followHere<T>(source: Read<T> | SdkSource<T>, on: Follower<T[] | T | null>, sync: boolean): () => void {
  return after(import('./live-sdk'), (sdk) => sdk.follow(source, on, { sync }));
}

/** Follows a read live in the worker (web SDK sources in this page: live-sdk.ts). Returns the function that stops it. */
export function follow<T>(source: Read<T> | SdkSource<T>, on: Follower<T[] | T | null>, { sync = true } = {}): () => void {
  if (!isRead(source) || failed) return followHere(source, on, sync);
  const channel = started();
  if (sync && !reach) {
    reach = serverReachability();
    channel.postMessage({ type: 'server' } satisfies ToWorker);
  }
  const id = nextId++;
  const receive = rowsReceiver();
  let stopHere: (() => void) | undefined;
  following.set(id, {
    answer(message) {
      if (message.type === 'fail') return on.fail(failure(message.error));
      if (message.type === 'doc') return on.data(message.value as T | null);
      if (message.type === 'rows') on.data(receive(message.rows) as T[]);
    },
    moveHere: () => (stopHere = followHere(source, on, sync)),
  });
  channel.postMessage({ type: 'follow', id, read: planOf(source as Read<unknown>) } satisfies ToWorker);
  return () => {
    stopHere?.();
    if (!following.delete(id) || failed) return;
    channel.postMessage({ type: 'stop', id } satisfies ToWorker);
  };
}

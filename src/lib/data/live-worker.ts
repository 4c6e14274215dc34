/**
 * A visitor's Firestore, in a dedicated worker (docs/decisions/0028-a-visitors-firestore-in-a-worker.md):
 * the page (live-worker-client.ts) hands over its bundle and its reads as plain descriptions; this worker
 * loads the bundle into its cache (in memory, as decision 0027 chose for a visitor), follows each read
 * with the same code as the page's own Firestore (live-follow.ts: the query, the schemas' parse, the
 * cache-only wait) and sends back every answer as plain rows.
 */
import { connectFirestoreEmulator, initializeFirestore, loadBundle, memoryLocalCache, memoryLruGarbageCollector } from 'firebase/firestore';
import { app, emulated, emulatorHost } from '../firebase-app';
import { after } from './after';
import { cloneable, followSdk, followServer, rowsSender, sdkDoc, sdkQuery, type Follower } from './live-follow';
import type { FromWorker, PlainError, ToWorker } from './live-worker-client';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}
const scope = self as unknown as WorkerScope;

const db = initializeFirestore(app, { localCache: memoryLocalCache({ garbageCollector: memoryLruGarbageCollector() }) });
if (emulated) connectFirestoreEmulator(db, emulatorHost, 8080);

function plainError(error: Error & { code?: unknown }): PlainError {
  return { name: error.name, message: error.message, ...(typeof error.code === 'string' ? { code: error.code } : {}) };
}

/** Where a read's answers go: a query's rows with only what changed since the last answer (see FromWorker). */
function answersTo(id: number): Follower<unknown> {
  const rowsToSend = rowsSender();
  return {
    data(value) {
      if (Array.isArray(value)) scope.postMessage({ type: 'rows', id, rows: rowsToSend(value) });
      else scope.postMessage({ type: 'doc', id, value: cloneable(value) });
    },
    fail: (error) => scope.postMessage({ type: 'fail', id, error: plainError(error) }),
  };
}

let bundleLoaded: Promise<unknown> = Promise.resolve();
const following = new Map<number, () => void>();

scope.onmessage = ({ data: message }) => {
  switch (message.type) {
    case 'bundle':
      bundleLoaded = loadBundle(db, message.text).then(
        () => undefined,
        (error: unknown) => console.warn('The page data could not be loaded into the cache', error),
      );
      return;
    case 'follow': {
      const { id, read } = message;
      const source = read.kind === 'doc' ? sdkDoc(read, db) : sdkQuery(read, db);
      following.set(
        id,
        after(bundleLoaded, () => followSdk(source, answersTo(id))),
      );
      return;
    }
    case 'stop':
      following.get(message.id)?.();
      following.delete(message.id);
      return;
    case 'server': // (sent once: live-worker-client.ts)
      followServer(
        db,
        (fromCache) => scope.postMessage({ type: 'server', fromCache }),
        () => scope.postMessage({ type: 'server-failed' }),
      );
  }
};

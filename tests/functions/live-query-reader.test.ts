/**
 * A live query's answers read once per change (src/lib/data/live-follow.ts, `queryReader`): a listener answers
 * again when only the metadata changes (the server confirming the cache, the connection going and coming back),
 * and each answer's documents go through the collection's converter (a zod parse). Against the Firestore
 * emulator with the web SDK, as on a phone: a document is parsed when it arrives and when it changes, never
 * again for an answer that changed nothing, and every other row stays the same object.
 */
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
  initializeFirestore,
  memoryLocalCache,
  onSnapshot,
  query,
  setLogLevel,
  terminate,
  where,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { queryReader } from '@/lib/data/live-follow';
import { useEmulatorEnv } from '../../scripts/lib/emulators';
import { PROJECT_ID, closeAdmin, db as stored } from './helpers';

setLogLevel('error');

// Articles of this run alone (a field no other article has): the test neither sees nor clears anyone else's.
const RUN = `live-query-reader-${Date.now()}`;
const hosts = useEmulatorEnv();
const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, 'live-query-reader');
const db = initializeFirestore(app, { localCache: memoryLocalCache() });
const [host = '', port = ''] = hosts.firestore.split(':');
connectFirestoreEmulator(db, host, Number(port));

afterAll(async () => {
  await terminate(db);
  await deleteApp(app);
  await closeAdmin();
});

interface Row {
  id: string;
  title: string;
}

describe("a live query's reader", () => {
  it('parses a document when it arrives or changes, and keeps every other row as it was', async () => {
    const article = (n: number, title = `Article ${n}`) =>
      stored.doc(`news/a${n}-${RUN}`).set({ title, published: true, run: RUN, createdAt: new Date(Date.UTC(2026, 10, n)) });
    await Promise.all([1, 2, 3].map((n) => article(n)));

    const parsed: string[] = [];
    const converter = {
      toFirestore: (row: Row) => row,
      fromFirestore: (snapshot: QueryDocumentSnapshot): Row => {
        parsed.push(snapshot.id.split('-')[0]!);
        return { id: snapshot.id.split('-')[0]!, title: String(snapshot.get('title')) };
      },
    };
    const answers: { rows: Row[]; fromCache: boolean }[] = [];
    const read = queryReader<Row>();
    const stop = onSnapshot(
      query(collection(db, 'news'), where('published', '==', true), where('run', '==', RUN)).withConverter(converter),
      { includeMetadataChanges: true },
      (snapshot) => answers.push({ rows: read(snapshot), fromCache: snapshot.metadata.fromCache }),
    );
    /** The first answer after the first `after` that `accept` takes. */
    const answer = async (after: number, accept: (a: (typeof answers)[number]) => boolean = () => true) => {
      for (let waited = 0; waited < 20_000; waited += 20) {
        const found = answers.slice(after).find(accept);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no such answer after ${after}: ${JSON.stringify(answers.slice(after))}`);
    };
    try {
      const first = await answer(0, (a) => !a.fromCache);
      expect(first.rows.map((row) => row.title)).toEqual(['Article 1', 'Article 2', 'Article 3']);
      expect(parsed.sort()).toEqual(['a1', 'a2', 'a3']);

      // The connection goes and comes back: answers with the metadata alone, nothing parsed, the same rows.
      parsed.length = 0;
      let before = answers.length;
      await disableNetwork(db);
      const offline = await answer(before, (a) => a.fromCache);
      before = answers.length;
      await enableNetwork(db);
      const online = await answer(before, (a) => !a.fromCache);
      expect(parsed).toEqual([]);
      for (const answer of [offline, online]) answer.rows.forEach((row, i) => expect(row).toBe(first.rows[i]));

      // One article changes: only it is parsed again; the others are the rows read before.
      before = answers.length;
      await article(2, 'Article 2, corrected');
      const changed = await answer(before, (a) => a.rows[1]?.title !== 'Article 2');
      expect(changed.rows.map((row) => row.title)).toEqual(['Article 1', 'Article 2, corrected', 'Article 3']);
      expect(parsed).toEqual(['a2']);
      expect(changed.rows[0]).toBe(first.rows[0]);
      expect(changed.rows[2]).toBe(first.rows[2]);

      // One arrives, one goes: the new one parsed, the gone one left out, the rest kept.
      parsed.length = 0;
      before = answers.length;
      await article(4);
      const added = await answer(before, (a) => a.rows.length === 4);
      expect(added.rows.map((row) => row.id)).toEqual(['a1', 'a2', 'a3', 'a4']);
      expect(parsed).toEqual(['a4']);
      before = answers.length;
      await stored.doc(`news/a1-${RUN}`).delete();
      const removed = await answer(before, (a) => a.rows.length === 3);
      expect(removed.rows.map((row) => row.id)).toEqual(['a2', 'a3', 'a4']);
      expect(parsed).toEqual(['a4']);
      expect(removed.rows[0]).toBe(changed.rows[1]);
    } finally {
      stop();
      await Promise.all([1, 2, 3, 4].map((n) => stored.doc(`news/a${n}-${RUN}`).delete()));
    }
  }, 60_000);
});

/**
 * readOnce (functions/src/shared/handlers.ts): the concerns of one change share
 * a document's read, as it was when first asked for; another change, or a
 * read outside a trigger, reads again.
 */
import type { DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { followDocuments, readOnce, whenCreated, whenWritten } from '../../functions/src/shared/handlers';

/** A document whose reads are counted, each answering with the read's number. */
function countedDoc(path: string) {
  let reads = 0;
  const ref = {
    path,
    get: async () => {
      reads += 1;
      return { exists: true, id: path, data: () => ({ read: reads }) } as unknown as DocumentSnapshot;
    },
  } as unknown as DocumentReference;
  return { ref, reads: () => reads };
}

const change = (id: string) => ({
  id,
  params: { id: 'e1' },
  data: { before: { exists: false }, after: { exists: true } },
});

describe('readOnce', () => {
  it('reads a document once for all the concerns of one change, and again for the next change', async () => {
    const card = countedDoc('events/e1/cards/m1');
    const seen: unknown[] = [];
    const concern = (name: string) =>
      whenWritten(`events/{id}`, async (event) => {
        seen.push([name, (await readOnce(event, card.ref)).data()]);
      });
    const trigger = followDocuments('events/{id}', [concern('cards'), concern('board')]);

    await trigger.run(change('change-1') as never);
    expect(card.reads()).toBe(1);
    expect(seen).toEqual([
      ['cards', { read: 1 }],
      ['board', { read: 1 }],
    ]);

    await trigger.run(change('change-2') as never);
    expect(card.reads()).toBe(2);
    expect(seen.slice(2)).toEqual([
      ['cards', { read: 2 }],
      ['board', { read: 2 }],
    ]);
  });

  it('reads each time outside a trigger, and for a created-only trigger too', async () => {
    const card = countedDoc('events/e1/cards/m2');
    await readOnce({ id: 'no-trigger' }, card.ref);
    await readOnce({ id: 'no-trigger' }, card.ref);
    expect(card.reads()).toBe(2);

    const twice = whenCreated('events/{id}', async (event) => {
      await readOnce(event, card.ref);
      await readOnce(event, card.ref);
    });
    await followDocuments('events/{id}', [twice]).run({ ...change('change-3'), data: {} } as never);
    expect(card.reads()).toBe(3);
  });
});

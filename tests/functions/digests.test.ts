/**
 * Digests on the emulators (functions/src/digests): rosters/current copies every
 * member card, tournamentBoards/{id} a tournament's registrations and scores.
 * Each follows its sources, is rebuilt whole when absent, and parses with its
 * collection's schema.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { keepDigestEntry } from '../../functions/src/digests/core';
import { tournamentFor, tournamentRegistrationFor } from '../support/builders';
import { clearAll, closeAdmin, createUser, db, makeTeam, read, readAs, waitFor } from './helpers';

afterAll(closeAdmin);

type Entries = Record<string, Record<string, unknown>>;
const field = async (path: string, name: string) => (await read(path))?.[name] as Entries | undefined;
const ids = (entries: Entries | undefined) => Object.keys(entries ?? {}).sort();

const rosterUntil = (what: string, accept: (cards: Entries | undefined) => boolean) =>
  waitFor(() => field('rosters/current', 'cards'), accept, { what });
const boardUntil = (id: string, name: 'registrations' | 'scores', what: string, accept: (entries: Entries | undefined) => boolean) =>
  waitFor(() => field(`tournamentBoards/${id}`, name), accept, { what });

const score = (tournamentId: string, memberId: string, points: number) => ({
  tournamentId,
  memberId,
  teamId: null,
  grossScore: 80,
  netScore: 70,
  points,
  birdies: 1,
});

describe('rosters/current', () => {
  beforeEach(clearAll);

  it('lists every member card as it is, and follows cards as they change and go', async () => {
    await makeTeam('eagles');
    await createUser('ann', { profile: { fullName: 'Ann Lee', handicap: 12.4 } });
    await createUser('bob', { profile: { fullName: 'Bob Day', handicap: 20 } });
    const cards = await rosterUntil('ann and bob', (c) => ids(c).join() === 'ann,bob');
    expect(cards?.ann).toEqual(await read('members/ann'));
    expect(cards?.bob).toEqual(await read('members/bob'));

    await db.doc('teamMembers/bob').set({ teamId: 'eagles' });
    await rosterUntil("bob's team", (c) => c?.bob?.teamId === 'eagles');
    await db.doc('profiles/ann').update({ fullName: 'Ann Smith' });
    await rosterUntil("ann's new name", (c) => c?.ann?.fullName === 'Ann Smith');

    await db.doc('profiles/ann').delete();
    expect(ids(await rosterUntil('ann to go', (c) => !ids(c).includes('ann')))).toEqual(['bob']);
    // The digest reads with its collection's schema.
    expect(await readAs('rosters', 'rosters/current')).toMatchObject({ cards: { bob: { fullName: 'Bob Day', teamId: 'eagles' } } });
  });

  it('is rebuilt from every card when it is absent, not started from the one that changed', async () => {
    await createUser('ann');
    await createUser('bob');
    await createUser('cat');
    await rosterUntil('three cards', (c) => ids(c).length === 3);

    await db.doc('rosters/current').delete();
    await db.doc('profiles/cat').update({ handicap: 5 });
    const rebuilt = await rosterUntil('the rebuilt roster', (c) => c?.cat?.handicap === 5);
    expect(ids(rebuilt)).toEqual(['ann', 'bob', 'cat']);
  });
});

describe('tournamentBoards/{id}', () => {
  beforeEach(clearAll);

  it("lists a tournament's registrations and scores, follows them, and goes with the tournament", async () => {
    await db.doc('tournaments/spring').set(tournamentFor('Spring Medal'));
    await db.doc('tournaments/autumn').set(tournamentFor('Autumn Cup'));
    const ann = tournamentRegistrationFor({ uid: 'ann', fullName: 'Ann Lee' }, { handicap: 12 });
    await db.doc('tournaments/spring/registrations/ann').set(ann);
    await db.doc('tournaments/spring/registrations/bob').set(tournamentRegistrationFor({ uid: 'bob' }));
    const registrations = await boardUntil('spring', 'registrations', 'two registrations', (r) => ids(r).length === 2);
    expect(registrations?.ann).toEqual(await read('tournaments/spring/registrations/ann'));

    await db.doc('tournaments/spring/registrations/bob').delete();
    await boardUntil('spring', 'registrations', 'bob withdrawn', (r) => ids(r).join() === 'ann');

    await db.doc('scores/s1').set(score('spring', 'ann', 30));
    await db.doc('scores/s2').set(score('spring', 'bob', 25));
    await boardUntil('spring', 'scores', 'two scores', (s) => ids(s).join() === 's1,s2');
    await db.doc('scores/s1').update({ points: 32 });
    await boardUntil('spring', 'scores', 'the corrected points', (s) => s?.s1?.points === 32);

    // A score moved to another tournament leaves the first board for the second.
    await db.doc('scores/s2').update({ tournamentId: 'autumn' });
    await boardUntil('spring', 'scores', 's2 to leave spring', (s) => ids(s).join() === 's1');
    await boardUntil('autumn', 'scores', 's2 to reach autumn', (s) => ids(s).join() === 's2');
    expect(await readAs('tournamentBoards', 'tournamentBoards/spring')).toMatchObject({
      registrations: { ann: { fullName: 'Ann Lee', handicap: 12 } },
      scores: { s1: { points: 32 } },
    });

    await db.doc('tournaments/spring').delete();
    await waitFor(
      () => read('tournamentBoards/spring'),
      (b) => b === undefined,
      { what: 'the board to go with its tournament' },
    );
    expect(await read('tournamentBoards/autumn')).toBeDefined();
  });

  it('leaves an entry that says the same as it is, and sets one that differs in a nested date', async () => {
    await db.doc('tournaments/spring').set(tournamentFor('Spring Medal'));
    const at = Timestamp.fromMillis(Date.UTC(2026, 2, 14, 9, 30));
    await db.doc('scores/s1').set({ ...score('spring', 'ann', 30), checked: { at, by: 'admin' } });
    await boardUntil('spring', 'scores', 'the score', (s) => ids(s).join() === 's1');
    const entry = {
      digest: db.doc('tournamentBoards/spring'),
      parent: db.doc('tournaments/spring'),
      field: 'scores',
      all: db.collection('scores').where('tournamentId', '==', 'spring'),
      source: db.doc('scores/s1'),
    };
    // A late run of the trigger: the entry already says what the score says.
    expect(await keepDigestEntry(db, entry)).toBe('unchanged');

    // The entry holds another date, a millisecond later: it is brought back to the score's.
    const later = Timestamp.fromMillis(at.toMillis() + 1);
    await db.doc('tournamentBoards/spring').update({ 'scores.s1.checked.at': later });
    expect(await keepDigestEntry(db, entry)).toBe('set');
    const kept = (await field('tournamentBoards/spring', 'scores'))?.s1?.checked as { at: Timestamp } | undefined;
    expect(kept?.at.isEqual(at)).toBe(true);
  });

  it('rebuilds an absent field from the source query', async () => {
    await db.doc('tournaments/spring').set(tournamentFor('Spring Medal'));
    await db.doc('scores/s1').set(score('spring', 'ann', 30));
    await db.doc('scores/s2').set(score('spring', 'bob', 25));
    await db.doc('scores/x1').set(score('other', 'cat', 10));
    await boardUntil('spring', 'scores', 'two scores', (s) => ids(s).length === 2);

    // Registrations written before the digest existed: the board has no such field yet.
    await db.doc('tournamentBoards/spring').update({ registrations: FieldValue.delete() });
    await db.doc('tournaments/spring/registrations/ann').set(tournamentRegistrationFor({ uid: 'ann' }));
    await boardUntil('spring', 'registrations', 'ann', (r) => ids(r).join() === 'ann');

    await db.doc('tournamentBoards/spring').update({ scores: FieldValue.delete() });
    await db.doc('scores/s3').set(score('spring', 'dan', 5));
    expect(ids(await boardUntil('spring', 'scores', 'the rebuilt scores', (s) => ids(s).length === 3))).toEqual(['s1', 's2', 's3']);
  });
});

/**
 * standings/current, par3Standings/current and team totals on the emulators,
 * after a small hand-computed season written through the Admin SDK.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearAll, closeAdmin, createUser, db, makeTeam, read, readAs, waitFor } from './helpers';

afterAll(closeAdmin);

const standings = () => read('standings/current');
const par3 = () => read('par3Standings/current');
type Row = Record<string, unknown>;
const rows = (doc: Record<string, unknown> | undefined, key: string) => (doc?.[key] ?? []) as Row[];

describe('standings', () => {
  beforeAll(async () => {
    await clearAll();
    await makeTeam('eagles', { name: 'Eagles', color: '#111111' });
    await makeTeam('hawks', { name: 'Hawks', color: '#222222' });
    await makeTeam('guests', { name: 'Guests', color: '#333333', isGuest: true });
    for (const [uid, name, teamId] of [
      ['ann', 'Ann', 'eagles'],
      ['bob', 'Bob', 'eagles'],
      ['cat', 'Cat', 'hawks'],
      ['gus', 'Gus', 'guests'],
    ] as const) {
      await createUser(uid, { profile: { fullName: name } });
      await db.doc(`teamMembers/${uid}`).set({ teamId });
    }
    await waitFor(
      () => read('members/gus'),
      (c) => c?.teamId === 'guests',
      { what: 'cards' },
    );
  });

  it('ranks teams, individuals and birdie leaders from every score at once', async () => {
    const batch = db.batch();
    const s = (id: string, memberId: string, teamId: string, points: number, birdies: number) =>
      batch.set(db.doc(`scores/${id}`), { tournamentId: 't1', memberId, teamId, grossScore: 80, netScore: 70, points, birdies });
    s('s1', 'ann', 'eagles', 36, 2);
    s('s2', 'bob', 'eagles', 30, 0);
    s('s3', 'cat', 'hawks', 40, 1);
    s('s4', 'gus', 'guests', 50, 3);
    s('s5', 'cat', 'hawks', 26, 2);
    await batch.commit();
    // Hand-computed: Eagles 66, Hawks 66 (tie), Guests 50 (unranked); Cat 66, Gus 50, Ann 36, Bob 30;
    // birdies: Cat 3, Gus 3, Ann 2.
    const doc = await waitFor(standings, (d) => d?.scoreCount === 5, { what: 'standings of 5 scores' });
    expect(rows(doc, 'teams').map((t) => [t.teamId, t.totalPoints, t.rank])).toEqual([
      ['eagles', 66, 1],
      ['hawks', 66, 1],
    ]);
    expect(rows(doc, 'individuals').map((m) => [m.memberId, m.points, m.rank, m.teamName])).toEqual([
      ['cat', 66, 1, 'Hawks'],
      ['gus', 50, 2, 'Guests'],
      ['ann', 36, 3, 'Eagles'],
      ['bob', 30, 4, 'Eagles'],
    ]);
    expect(rows(doc, 'birdieLeaders').map((m) => [m.memberId, m.birdies, m.rank])).toEqual([
      ['cat', 3, 1],
      ['gus', 3, 1],
      ['ann', 2, 3],
    ]);
    expect(rows(doc, 'individuals')[0]).toMatchObject({ fullName: 'Cat', teamColor: '#222222' });
    await waitFor(
      () => read('teams/guests'),
      (t) => t?.totalPoints === 50,
      { what: 'guest team total' },
    );
    expect(await readAs('teams', 'teams/eagles')).toMatchObject({ totalPoints: 66, memberCount: 2 });
    // The document the trigger wrote has the shape the app reads (standings schema).
    expect(await readAs('standings', 'standings/current')).toMatchObject({ scoreCount: 5, updatedAt: expect.any(Date) });
  });

  it('follows a score edit and a delete', async () => {
    await db.doc('scores/s2').update({ points: 40, birdies: 4 });
    const edited = await waitFor(standings, (d) => rows(d, 'teams')[0]?.totalPoints === 76, { what: 'edited totals' });
    expect(rows(edited, 'teams').map((t) => [t.teamId, t.totalPoints, t.rank])).toEqual([
      ['eagles', 76, 1],
      ['hawks', 66, 2],
    ]);
    expect(rows(edited, 'birdieLeaders')[0]).toMatchObject({ memberId: 'bob', birdies: 4, rank: 1 });

    await db.doc('scores/s5').delete();
    const deleted = await waitFor(standings, (d) => d?.scoreCount === 4, { what: 'standings of 4 scores' });
    expect(rows(deleted, 'individuals').map((m) => [m.memberId, m.points])).toEqual([
      ['gus', 50],
      ['bob', 40],
      ['cat', 40],
      ['ann', 36],
    ]);
    await waitFor(
      () => read('teams/hawks'),
      (t) => t?.totalPoints === 40,
      { what: 'hawks total after delete' },
    );
  });

  it('shows a renamed member once their card changes', async () => {
    await db.doc('profiles/ann').update({ fullName: 'Ann Renamed' });
    await waitFor(standings, (d) => rows(d, 'individuals').some((m) => m.memberId === 'ann' && m.fullName === 'Ann Renamed'), {
      what: 'renamed member in standings',
    });
  });

  it('catches up with a bulk write of many scores', async () => {
    const batch = db.batch();
    for (let i = 0; i < 150; i += 1) {
      batch.set(db.doc(`scores/bulk${i}`), {
        tournamentId: 't2',
        memberId: 'bob',
        teamId: 'eagles',
        grossScore: 90,
        netScore: 80,
        points: 1,
        birdies: 0,
      });
    }
    await batch.commit();
    // Before: ann 36, bob 40, cat 40, gus 50 (4 scores); bob gains 150.
    // Each score is applied on its own (functions/src/standings/core.ts): 150 trigger runs, a few at a time.
    const doc = await waitFor(standings, (d) => d?.scoreCount === 154, { what: 'standings of 154 scores', timeoutMs: 90_000 });
    expect(rows(doc, 'individuals')[0]).toMatchObject({ memberId: 'bob', points: 190, rank: 1 });
    expect(rows(doc, 'teams')[0]).toMatchObject({ teamId: 'eagles', totalPoints: 226 });
  }, 120_000);
});

describe('par 3 standings', () => {
  it('totals, averages to 1 decimal and keeps the best gross', async () => {
    const batch = db.batch();
    const s = (id: string, memberId: string, points: number, grossScore: number, birdies: number) =>
      batch.set(db.doc(`par3Scores/${id}`), { eventId: 'e1', memberId, points, grossScore, birdies });
    s('p1', 'ann', 10, 30, 1);
    s('p2', 'ann', 9, 28, 0);
    s('p3', 'ann', 8, 31, 2);
    s('p4', 'bob', 12, 0, 0);
    await batch.commit();
    // Hand-computed: Ann 27 / 3 = 9, best 28, 3 birdies; Bob 12 / 1, no gross (0) -> 999.
    const doc = await waitFor(par3, (d) => d?.scoreCount === 4, { what: 'par 3 standings of 4 scores' });
    expect(rows(doc, 'entries').map((e) => [e.memberId, e.totalPoints, e.averagePoints, e.bestGross, e.rounds, e.birdies, e.rank])).toEqual(
      [
        ['ann', 27, 9, 28, 3, 3, 1],
        ['bob', 12, 12, 999, 1, 0, 2],
      ],
    );

    await db.doc('par3Scores/p4').set({ eventId: 'e2', memberId: 'bob', points: 17, grossScore: 26, birdies: 1 });
    await db.doc('par3Scores/p5').set({ eventId: 'e2', memberId: 'bob', points: 12, grossScore: 29, birdies: 0 });
    // Bob 29 / 2 = 14.5, best 26.
    const updated = await waitFor(par3, (d) => d?.scoreCount === 5, { what: 'par 3 standings of 5 scores' });
    expect(rows(updated, 'entries')[0]).toMatchObject({ memberId: 'bob', totalPoints: 29, averagePoints: 14.5, bestGross: 26, rank: 1 });
    expect(await readAs('par3Standings', 'par3Standings/current')).toMatchObject({ scoreCount: 5, sourceTime: expect.any(Date) });
  });
});

/**
 * The day of play on the emulators (issue 28): cards created and removed with
 * registrations, their derived values equal to the scoring core's, groups
 * copied to cards once published (and kept true when a member withdraws), the
 * group mail (queued in the outbox and read back from the SMTP server it is
 * delivered to), a verified card writing the member's score (replacing an
 * admin-typed one) and moving the standings, and an admin's correction logged.
 */
import { FieldPath } from 'firebase-admin/firestore';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { cardValues } from '@/lib/scoring';
import type { CardDoc } from '@/lib/schemas/scoring';
import { courseFor, par3CourseFor } from '../support/courses';
import { makePar3Event, makeTournament } from './callables-helpers';
import { call, clearAll, closeAdmin, createUser, db, readAs, waitFor, type TestUser } from './helpers';
import { mailHeader, mailText, useSmtpSink } from './triggers-helpers';

afterAll(closeAdmin);

const SOCIETY = 'Clubhouse Golf Society';
/** The functions deliver the outbox to this SMTP server; mail is read back from it (a fresh one each test). */
const smtp = useSmtpSink();

const COURSE = courseFor();
const cardPath = (t: string, uid: string) => `tournaments/${t}/cards/${uid}`;
const cardOf = async (t: string, uid: string) => readAs('tournamentCards', cardPath(t, uid));

/** Waits until the card exists and `accept` holds. */
async function cardWhen(path: string, accept: (c: CardDoc) => boolean, what: string): Promise<CardDoc> {
  const card = await waitFor(
    async () => (await db.doc(path).get()).data() as CardDoc | undefined,
    (c) => c !== undefined && accept(c),
    { what, timeoutMs: 120_000 },
  );
  return card as CardDoc;
}

/** What the core says a card holds, from the member's index and its strokes on the test course (White tee, 95%). */
function expected(index: number, strokes: CardDoc['strokes']) {
  const tee = COURSE.tees[0];
  const { courseHandicap, playingHandicap, totals } = cardValues(index, COURSE.holes, tee, 95, strokes);
  return {
    courseHandicap: Number(courseHandicap.toFixed(4)),
    playingHandicap,
    gross: totals.gross,
    net: totals.net,
    points: totals.points,
    birdies: totals.birdies,
    thru: totals.thru,
  };
}

const enter = (path: string, hole: number, value: number | null) => db.doc(path).update(new FieldPath('strokes', String(hole)), value);

describe('tournament cards', { timeout: 400_000 }, () => {
  let admin: TestUser;
  let ann: TestUser;
  let ben: TestUser;

  beforeEach(async () => {
    await clearAll();
    admin = await createUser('boss', { admin: true, profile: { fullName: 'Boss Admin', membershipStatus: 'active' } });
    ann = await createUser('ann', { profile: { fullName: 'Ann Able', membershipStatus: 'active' } });
    ben = await createUser('ben', {
      profile: { fullName: 'Ben Bold', membershipStatus: 'active', emailPreferences: { confirmations: false, reminders: true } },
    });
    await db.doc('courses/creek').set(COURSE);
    await makeTournament('cup', { name: 'Spring Cup', courseId: 'creek', teeName: 'White', handicapAllowance: 95 });
  });

  it('creates a card on registration, keeps its derived values equal to the core, and removes it on withdrawal', async () => {
    expect((await call('registerForTournament', { tournamentId: 'cup', memberId: ann.uid, handicap: 20 }, admin.token)).ok).toBe(true);
    expect((await call('registerForTournament', { tournamentId: 'cup', memberId: ben.uid, handicap: 12.4 }, admin.token)).ok).toBe(true);
    const created = await cardWhen(cardPath('cup', ann.uid), () => true, "Ann's card");
    expect(created).toMatchObject({ status: 'open', strokes: {}, handicapIndex: 20, playingHandicap: 19, gross: 0, thru: 0 });

    const strokes = { '1': 5, '2': 4, '3': null, '4': 4 } as const;
    await Promise.all(Object.entries(strokes).map(([hole, v]) => enter(cardPath('cup', ann.uid), Number(hole), v)));
    const want = expected(20, strokes);
    const card = await cardWhen(
      cardPath('cup', ann.uid),
      (c) => c.thru === 4 && c.points === want.points,
      'derived values after four holes',
    );
    expect(card).toMatchObject(want);
    expect(await cardOf('cup', ann.uid)).toBeDefined(); // parses with the strict card shape

    // A change of tee follows: the card is recomputed on the Yellow tee.
    await db.doc('tournaments/cup').update({ teeName: 'Yellow' });
    const yellow = cardValues(20, COURSE.holes, COURSE.tees[1], 95, strokes);
    await cardWhen(cardPath('cup', ann.uid), (c) => c.playingHandicap === yellow.playingHandicap, 'the Yellow tee');

    // Ben withdraws with nothing entered: his card goes. Ann's (with strokes) would stay.
    await cardWhen(cardPath('cup', ben.uid), () => true, "Ben's card");
    expect((await call('withdrawFromTournament', { tournamentId: 'cup', memberId: ben.uid }, admin.token)).ok).toBe(true);
    await waitFor(
      async () => (await db.doc(cardPath('cup', ben.uid)).get()).exists,
      (exists) => !exists,
      { what: "Ben's card removed", timeoutMs: 120_000 },
    );
  });

  it('copies a published group to its cards, keeps it true when the marker withdraws, and mails the group', async () => {
    for (const [m, hcp] of [
      [ann, 10],
      [ben, 14],
    ] as const) {
      expect((await call('registerForTournament', { tournamentId: 'cup', memberId: m.uid, handicap: hcp }, admin.token)).ok).toBe(true);
    }
    const carl = await createUser('carl', { profile: { fullName: 'Carl Cole', membershipStatus: 'active' } });
    expect((await call('registerForTournament', { tournamentId: 'cup', memberId: carl.uid, handicap: 5 }, admin.token)).ok).toBe(true);
    await db
      .doc('tournaments/cup/groups/g1')
      .set({ teeTime: '08:10', startHole: 1, memberIds: [ann.uid, ben.uid, carl.uid], markerId: carl.uid });
    // Not published yet: no card names a group.
    await cardWhen(cardPath('cup', carl.uid), () => true, "Carl's card");
    await new Promise((r) => setTimeout(r, 2000));
    expect((await cardOf('cup', ann.uid))?.markerId).toBeNull();

    await db.doc('tournaments/cup').update({ groupsPublished: true });
    await cardWhen(cardPath('cup', ann.uid), (c) => c.groupId === 'g1' && c.markerId === carl.uid, 'the group on the card');

    // The group mail, queued in the outbox: Ann and Carl get one; Ben turned confirmations off.
    const mails = await waitFor(
      async () => (await db.collection('mail').where('subject', '>=', 'Your group').get()).docs.map((d) => d.data()),
      (docs) => docs.length >= 2,
      { what: 'two group mails', timeoutMs: 30_000 },
    );
    await new Promise((r) => setTimeout(r, 1500));
    const all = (await db.collection('mail').get()).docs.map((d) => d.data()).filter((m) => String(m.subject).startsWith('Your group'));
    expect(all.map((m) => m.to).sort()).toEqual(['ann@example.com', 'carl@example.com']);
    expect(mails.every((m) => m.subject === `Your group: Spring Cup, 08:10 (${SOCIETY})`)).toBe(true);

    // And delivered: read back from the SMTP server, as a member's mail client would receive it.
    const groupMails = () => smtp().received.filter((m) => mailHeader(m.raw, 'Subject').startsWith('Your group'));
    await waitFor(
      () => Promise.resolve(groupMails().length),
      (n) => n >= 2,
      { what: 'two group mails delivered over SMTP', timeoutMs: 60_000 },
    );
    expect(
      groupMails()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(['ann@example.com', 'carl@example.com']);
    const toAnn = groupMails().find((m) => m.to.includes('ann@example.com'))?.raw ?? '';
    expect(mailHeader(toAnn, 'To')).toContain('ann@example.com');
    expect(mailHeader(toAnn, 'Subject')).toBe(`Your group: Spring Cup, 08:10 (${SOCIETY})`);
    const annText = mailText(toAnn);
    expect(annText).toContain('Hello Ann Able,');
    expect(annText).toContain('Your tee time: 08:10, from hole 1.');
    expect(annText).toContain('Playing with: Ben Bold, Carl Cole');
    expect(annText).toContain('Your marker: Carl Cole');
    const carlText = mailText(groupMails().find((m) => m.to.includes('carl@example.com'))?.raw ?? '');
    expect(carlText).toContain('Your tee time: 08:10, from hole 1.');
    expect(carlText).toContain('Your marker: you');

    // The marker withdraws: he leaves the group, the first player left marks, the cards follow.
    expect((await call('withdrawFromTournament', { tournamentId: 'cup', memberId: carl.uid }, admin.token)).ok).toBe(true);
    const group = await waitFor(
      async () => (await db.doc('tournaments/cup/groups/g1').get()).data(),
      (g) => g?.memberIds?.length === 2,
      { what: 'the group without Carl', timeoutMs: 120_000 },
    );
    expect(group).toMatchObject({ memberIds: [ann.uid, ben.uid], markerId: ann.uid });
    await cardWhen(cardPath('cup', ben.uid), (c) => c.markerId === ann.uid, "Ben's card marked by Ann");
  });

  it('writes the score of a verified card (replacing a typed one), moves the standings, and logs a correction', async () => {
    expect((await call('registerForTournament', { tournamentId: 'cup', memberId: ann.uid, handicap: 20 }, admin.token)).ok).toBe(true);
    await db
      .collection('scores')
      .doc('typed')
      .set({ tournamentId: 'cup', memberId: ann.uid, teamId: null, grossScore: 99, netScore: 80, points: 20, birdies: 0 });
    await cardWhen(cardPath('cup', ann.uid), () => true, "Ann's card");
    const strokes = Object.fromEntries(COURSE.holes.map((h, i) => [String(i + 1), i === 5 ? null : h.par + (i % 3 === 0 ? 1 : 0)]));
    await db.doc(cardPath('cup', ann.uid)).update({ strokes });
    const want = expected(20, strokes);
    await cardWhen(cardPath('cup', ann.uid), (c) => c.thru === 18, 'a complete card');
    await db.doc(cardPath('cup', ann.uid)).update({ status: 'verified' });

    const score = await waitFor(
      async () => (await db.doc(`scores/cup_${ann.uid}`).get()).data(),
      (s) => s !== undefined,
      { what: 'the score', timeoutMs: 120_000 },
    );
    expect(score).toEqual({
      tournamentId: 'cup',
      memberId: ann.uid,
      teamId: null,
      grossScore: want.gross,
      netScore: want.net,
      points: want.points,
      birdies: want.birdies,
    });
    await waitFor(
      async () => (await db.doc('scores/typed').get()).exists,
      (exists) => !exists,
      { what: 'the typed score replaced', timeoutMs: 20_000 },
    );
    const standings = await waitFor(
      async () => (await db.doc('standings/current').get()).data() as { individuals?: { memberId: string; points: number }[] } | undefined,
      (s) => s?.individuals?.some((r) => r.memberId === ann.uid && r.points === want.points) ?? false,
      { what: "Ann's points in the standings", timeoutMs: 120_000 },
    );
    expect(standings?.individuals?.find((r) => r.memberId === ann.uid)?.points).toBe(want.points);

    // An admin corrects hole 6 (a pick-up) to 4 on the verified card: logged, and the score follows.
    const outcome = await call('correctCard', { kind: 'tournament', eventId: 'cup', memberId: ann.uid, hole: 6, strokes: 4 }, admin.token);
    expect(outcome.ok).toBe(true);
    const corrected = expected(20, { ...strokes, '6': 4 });
    await waitFor(
      async () => (await db.doc(`scores/cup_${ann.uid}`).get()).data(),
      (s) => s?.points === corrected.points && s.grossScore === corrected.gross,
      { what: 'the corrected score', timeoutMs: 120_000 },
    );
    const log = (await db.collection(`${cardPath('cup', ann.uid)}/corrections`).get()).docs.map((d) => d.data());
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ hole: 6, before: null, after: 4, by: admin.uid, byName: 'Boss Admin', status: 'verified' });
    expect((await cardOf('cup', ann.uid))?.status).toBe('verified');

    // Members may not correct; a hole past the course is refused.
    expect(
      await call('correctCard', { kind: 'tournament', eventId: 'cup', memberId: ann.uid, hole: 6, strokes: 3 }, ann.token),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(
      await call('correctCard', { kind: 'tournament', eventId: 'cup', memberId: ann.uid, hole: 19, strokes: 3 }, admin.token),
    ).toMatchObject({ ok: false, code: 'invalid-argument' });
  });
});

describe('Par 3 cards', { timeout: 400_000 }, () => {
  beforeEach(clearAll);

  it("groups a tee time's players, marked by the tee time's marker or else the first registered, and scores a verified card", async () => {
    const admin = await createUser('boss', { admin: true, profile: { fullName: 'Boss Admin', membershipStatus: 'active' } });
    const ann = await createUser('ann', { profile: { fullName: 'Ann Able', membershipStatus: 'active' } });
    const ben = await createUser('ben', { profile: { fullName: 'Ben Bold', membershipStatus: 'active' } });
    await db.doc('courses/nine').set(par3CourseFor());
    await makePar3Event('w1', { t1: { teeTime: '18:00' } }, { courseId: 'nine' });
    for (const m of [ann, ben]) {
      expect((await call('registerForPar3', { eventId: 'w1', teeTimeId: 't1', memberId: m.uid, handicap: 18 }, admin.token)).ok).toBe(true);
    }
    const path = (uid: string) => `par3Events/w1/cards/${uid}`;
    await cardWhen(path(ben.uid), (c) => c.groupId === 't1' && c.markerId === ann.uid, 'the first registered marks');
    await db.doc('par3Events/w1/teeTimes/t1').update({ markerId: ben.uid });
    await cardWhen(path(ann.uid), (c) => c.markerId === ben.uid, "the tee time's marker");

    const strokes = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [String(i + 1), 3]));
    await db.doc(path(ann.uid)).update({ strokes, status: 'verified' });
    // Unrated: CH = 18 x 9 / 18 = 9, PH = r(8.55) = 9: one stroke a hole, 3 points each.
    const score = await waitFor(
      async () => (await db.doc(`par3Scores/w1_${ann.uid}`).get()).data(),
      (s) => s !== undefined,
      { what: 'the Par 3 score', timeoutMs: 120_000 },
    );
    expect(score).toEqual({ eventId: 'w1', memberId: ann.uid, points: 27, grossScore: 27, birdies: 0 });
  });

  it("makes no card while a night has no course, then every registered player's once an admin sets it", async () => {
    const admin = await createUser('boss', { admin: true, profile: { fullName: 'Boss Admin', membershipStatus: 'active' } });
    const ann = await createUser('ann', { profile: { fullName: 'Ann Able', membershipStatus: 'active' } });
    const ben = await createUser('ben', { profile: { fullName: 'Ben Bold', membershipStatus: 'active' } });
    await db.doc('courses/nine').set(par3CourseFor());
    await makePar3Event('w2', { t1: { teeTime: '18:00' }, t2: { teeTime: '18:10' } });
    expect((await call('registerForPar3', { eventId: 'w2', teeTimeId: 't1', memberId: ann.uid, handicap: 18 }, admin.token)).ok).toBe(true);
    expect((await call('registerForPar3', { eventId: 'w2', teeTimeId: 't2', memberId: ben.uid, handicap: 12 }, admin.token)).ok).toBe(true);
    // No course: the registrations make no card (the functions skip the night's reconcile).
    expect((await db.collection('par3Events/w2/cards').get()).size).toBe(0);

    await db.doc('par3Events/w2').update({ courseId: 'nine' });
    const path = (uid: string) => `par3Events/w2/cards/${uid}`;
    const annCard = await cardWhen(path(ann.uid), (c) => c.groupId === 't1' && c.markerId === ann.uid, "Ann's card in her tee time");
    const benCard = await cardWhen(path(ben.uid), (c) => c.groupId === 't2' && c.markerId === ben.uid, "Ben's card in his tee time");
    // The course's derived values: CH = 18 x 9 / 18 = 9, PH = r(8.55) = 9; CH = 12 x 9 / 18 = 6, PH = r(5.7) = 6.
    expect([annCard.courseHandicap, annCard.playingHandicap]).toEqual([9, 9]);
    expect([benCard.handicapIndex, benCard.courseHandicap, benCard.playingHandicap]).toEqual([12, 6, 6]);
  });
});

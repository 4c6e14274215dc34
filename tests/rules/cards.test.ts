/**
 * Cards (issue 28): who writes what, in every status. The rules are the one
 * hand-written second copy of src/lib/scoring.ts's card rules (cardRoles,
 * canEnterStrokes, STATUS_MOVES, isCardComplete): the tables below drive every
 * writer and every status move, allowed or not, and expect what the core says.
 */
import { readFileSync } from 'node:fs';
import { deleteDoc, deleteField, doc, getDoc, getDocs, collection, setDoc, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { canEnterStrokes, canMoveStatus, cardRoles, STATUS_MOVES, type CardRole } from '@/lib/scoring';
import { CARD_DERIVED_FIELDS, CARD_STATUSES, type CardStatus } from '@/lib/schemas/scoring';
import { par3EventFor, tournamentFor } from '../support/builders';
import { courseFor, par3CourseFor } from '../support/courses';
import { ADMIN_UID, MEMBER_UID, OTHER_UID, allow, deny, expectAccess, useRules, type Db } from './env';

const THIRD_UID = 'member-3';
const CARD = `tournaments/t1/cards/${MEMBER_UID}`;
const PAR3_CARD = `par3Events/p1/cards/${MEMBER_UID}`;
const FULL_18 = Object.fromEntries(Array.from({ length: 18 }, (_, i) => [String(i + 1), 4]));
const FULL_9 = Object.fromEntries(Array.from({ length: 9 }, (_, i) => [String(i + 1), 3]));

/** A card as the functions keep it: the member's (id), marked by OTHER_UID. */
const card = (overrides: DocumentData = {}): DocumentData => ({
  strokes: { '1': 5 },
  playerStrokes: {},
  status: 'open',
  disputedHole: null,
  groupId: 'g1',
  markerId: OTHER_UID,
  handicapIndex: 12.4,
  courseHandicap: 12.4,
  playingHandicap: 12,
  gross: 5,
  net: 4,
  points: 2,
  birdies: 0,
  thru: 1,
  ...overrides,
});

const { as, env, withoutRules } = useRules(() => ({
  'courses/creek': courseFor(),
  'courses/nine': par3CourseFor(),
  'tournaments/t1': tournamentFor('Spring Classic', { courseId: 'creek', teeName: 'White' }),
  'par3Events/p1': par3EventFor('Week 1', { courseId: 'nine' }),
  [CARD]: card(),
  [PAR3_CARD]: card({ strokes: {} }),
  [`${CARD}/corrections/c1`]: { hole: 1, before: 5, after: 4, by: ADMIN_UID, at: new Date() },
  [`${PAR3_CARD}/corrections/c1`]: { hole: 1, before: 3, after: 2, by: ADMIN_UID, at: new Date() },
}));

/** Each writer of a card: its player, its marker, an admin, another member, a visitor. */
type Writer = CardRole | 'other' | 'visitor';
const WRITERS: Writer[] = ['player', 'marker', 'admin', 'other', 'visitor'];
function dbOf(who: Writer): Db {
  const callers = as();
  if (who === 'player') return callers.member;
  if (who === 'marker') return callers.other;
  if (who === 'admin') return callers.admin;
  if (who === 'visitor') return callers.visitor;
  return env().authenticatedContext(THIRD_UID, { email: 'member-3@example.com' }).firestore();
}
const uidOf: Record<Writer, string | null> = { player: MEMBER_UID, marker: OTHER_UID, admin: ADMIN_UID, other: THIRD_UID, visitor: null };
/** The core's roles of each writer on the card. */
const rolesOf = (who: Writer) => cardRoles(uidOf[who], { memberId: MEMBER_UID, markerId: OTHER_UID }, who === 'admin');

const setStatus = (status: CardStatus, extra: DocumentData = {}) =>
  withoutRules((db) => setDoc(doc(db, CARD), card({ status, strokes: FULL_18, ...extra })));

describe('cards: reading, creating, deleting', () => {
  it.each(WRITERS)('anyone reads a card and the list (%s)', async (who) => {
    await allow(getDoc(doc(dbOf(who), CARD)));
    await allow(getDocs(collection(dbOf(who), 'tournaments/t1/cards')));
  });

  it.each(WRITERS)('only functions create or delete a card (%s refused)', async (who) => {
    await deny(setDoc(doc(dbOf(who), `tournaments/t1/cards/${THIRD_UID}`), card({ markerId: OTHER_UID })));
    await deny(deleteDoc(doc(dbOf(who), CARD)));
    await deny(setDoc(doc(dbOf(who), `${CARD}/corrections/c2`), { hole: 2 }));
  });

  it.each<[Writer, boolean]>([
    ['admin', true],
    ['player', true],
    ['marker', false],
    ['other', false],
    ['visitor', false],
  ])('the corrections log (a tournament card and a Par 3 card): %s reads it: %s', async (who, ok) => {
    await expectAccess(getDoc(doc(dbOf(who), `${CARD}/corrections/c1`)), ok);
    await expectAccess(getDoc(doc(dbOf(who), `${PAR3_CARD}/corrections/c1`)), ok);
  });
});

describe('strokes: the marker, the player or an admin, only while open, only the holes named', () => {
  it.each(WRITERS)('%s entering hole 2 by its field path, as canEnterStrokes says', async (who) => {
    const ok = canEnterStrokes('open', rolesOf(who));
    expect(ok).toBe(['player', 'marker', 'admin'].includes(who));
    await expectAccess(updateDoc(doc(dbOf(who), CARD), { 'strokes.2': 4 }), ok);
  });

  it('keeps the holes a write does not name: two phones entering different holes both keep theirs', async () => {
    await allow(updateDoc(doc(dbOf('marker'), CARD), { 'strokes.2': 4 }));
    await allow(updateDoc(doc(dbOf('player'), CARD), { 'strokes.3': 6 }));
    const stored = await getDoc(doc(dbOf('admin'), CARD));
    expect(stored.data()?.strokes).toEqual({ '1': 5, '2': 4, '3': 6 });
  });

  it.each([1, 20, null])('accepts %s strokes (null: a pick-up)', async (value) => {
    await allow(updateDoc(doc(dbOf('marker'), CARD), { 'strokes.18': value }));
  });

  it.each<[string, DocumentData]>([
    ['0 strokes', { 'strokes.2': 0 }],
    ['21 strokes', { 'strokes.2': 21 }],
    ['4.5 strokes', { 'strokes.2': 4.5 }],
    ['a text', { 'strokes.2': '4' }],
    ['hole 19 on an 18-hole course', { 'strokes.19': 4 }],
    ['hole 0', { 'strokes.0': 4 }],
    ['a hole that is not a number', { 'strokes.x': 4 }],
    ['a hole taken out (an entry is never lost)', { 'strokes.1': deleteField() }],
    ['a whole map that drops a stored hole', { strokes: { '2': 4 } }],
    ['strokes that are not a map', { strokes: [4, 5] }],
  ])('refuses %s', async (_name, update) => {
    await deny(updateDoc(doc(dbOf('marker'), CARD), update));
  });

  it('accepts a whole map that keeps every stored hole', async () => {
    await allow(updateDoc(doc(dbOf('marker'), CARD), { strokes: { '1': 5, '2': 3 } }));
  });

  it('refuses hole 10 on a nine-hole Par 3 card, accepts hole 9', async () => {
    await deny(updateDoc(doc(dbOf('marker'), PAR3_CARD), { 'strokes.10': 3 }));
    await allow(updateDoc(doc(dbOf('marker'), PAR3_CARD), { 'strokes.9': 3 }));
    await deny(updateDoc(doc(dbOf('other'), PAR3_CARD), { 'strokes.8': 3 }));
  });

  const closed = CARD_STATUSES.filter((s) => s !== 'open');
  it.each(closed.flatMap((status) => WRITERS.map((who) => [status, who] as const)))(
    'refuses strokes on a %s card (%s)',
    async (status, who) => {
      expect(canEnterStrokes(status, rolesOf(who))).toBe(false);
      await setStatus(status);
      await deny(updateDoc(doc(dbOf(who), CARD), { 'strokes.2': 5 }));
    },
  );
});

describe("playerStrokes: the player's own record, by the player only", () => {
  it.each<[Writer, boolean]>([
    ['player', true],
    ['marker', false],
    ['admin', false],
    ['other', false],
    ['visitor', false],
  ])('%s writing it: allowed %s', async (who, ok) => {
    await expectAccess(updateDoc(doc(dbOf(who), CARD), { 'playerStrokes.1': 6 }), ok);
  });

  it('keeps the same checks as strokes', async () => {
    await deny(updateDoc(doc(dbOf('player'), CARD), { 'playerStrokes.19': 4 }));
    await deny(updateDoc(doc(dbOf('player'), CARD), { 'playerStrokes.1': 0 }));
    await deny(updateDoc(doc(dbOf('player'), CARD), { 'playerStrokes.1': 4, 'strokes.2': 4 }));
  });

  it('may be kept after submitting, not once verified', async () => {
    await setStatus('submitted');
    await allow(updateDoc(doc(dbOf('player'), CARD), { 'playerStrokes.2': 4 }));
    await setStatus('verified');
    await deny(updateDoc(doc(dbOf('player'), CARD), { 'playerStrokes.3': 4 }));
  });
});

describe('fields only functions write', () => {
  const derived = CARD_DERIVED_FIELDS.flatMap((field) => (['player', 'marker', 'admin'] as const).map((who) => [field, who] as const));
  it.each(derived)('refuses %s written by the %s', async (field, who) => {
    const value = field === 'markerId' ? (uidOf[who] === OTHER_UID ? MEMBER_UID : uidOf[who]) : field === 'groupId' ? 'g2' : 30;
    await deny(updateDoc(doc(dbOf(who), CARD), { [field]: value }));
  });

  it('refuses a derived field sent with strokes, and an unknown field', async () => {
    await deny(updateDoc(doc(dbOf('marker'), CARD), { 'strokes.2': 4, gross: 9 }));
    await deny(updateDoc(doc(dbOf('admin'), CARD), { note: 'late' }));
    await deny(updateDoc(doc(dbOf('player'), CARD), { markerId: MEMBER_UID, 'strokes.2': 4 }));
  });
});

describe('status moves: exactly STATUS_MOVES (src/lib/scoring.ts)', () => {
  it('lists the same moves as the core', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const listed = /function statusMoves\(\) \{\s*return \[([^\]]*)\]/.exec(rules)?.[1] ?? '';
    const moves = [...listed.matchAll(/'([a-z]+>[a-z]+>[a-z]+)'/g)].map((m) => m[1]).sort();
    expect(moves).toEqual(STATUS_MOVES.map((m) => `${m.from}>${m.to}>${m.by}`).sort());
  });

  const roles: CardRole[] = ['marker', 'player', 'admin'];
  const cases = CARD_STATUSES.flatMap((from) =>
    CARD_STATUSES.filter((to) => to !== from).flatMap((to) => roles.map((by) => [from, to, by, canMoveStatus(from, to, [by])] as const)),
  );
  it.each(cases)('%s -> %s by the %s: allowed %s', async (from, to, by, ok) => {
    await setStatus(from);
    // The player returns a card naming the hole they dispute.
    const returned = from === 'submitted' && to === 'open' && by === 'player';
    await expectAccess(updateDoc(doc(dbOf(by), CARD), returned ? { status: to, disputedHole: 7 } : { status: to }), ok);
  });

  it.each(['other', 'visitor'] as const)('refuses every move by %s', async (who) => {
    for (const { from, to } of STATUS_MOVES) {
      await setStatus(from);
      await deny(updateDoc(doc(dbOf(who), CARD), { status: to, ...(to === 'open' ? { disputedHole: 7 } : {}) }));
    }
  });

  it('lets the marker submit only a complete card: every hole with a number or a pick-up', async () => {
    await setStatus('open', { strokes: { ...FULL_18, '18': null } });
    await allow(updateDoc(doc(dbOf('marker'), CARD), { status: 'submitted' }));
    const missing = { ...FULL_18 };
    delete missing['18'];
    await setStatus('open', { strokes: missing });
    await deny(updateDoc(doc(dbOf('marker'), CARD), { status: 'submitted' }));
  });

  it('completes a nine-hole Par 3 card with nine holes', async () => {
    await withoutRules((db) => setDoc(doc(db, PAR3_CARD), card({ strokes: FULL_9 })));
    await allow(updateDoc(doc(dbOf('marker'), PAR3_CARD), { status: 'submitted' }));
  });

  it('wants the disputed hole when the player returns a card, and only then', async () => {
    await setStatus('submitted');
    await deny(updateDoc(doc(dbOf('player'), CARD), { status: 'open' }));
    await deny(updateDoc(doc(dbOf('player'), CARD), { status: 'open', disputedHole: 19 }));
    await deny(updateDoc(doc(dbOf('player'), CARD), { status: 'open', disputedHole: '7' }));
    await deny(updateDoc(doc(dbOf('player'), CARD), { status: 'attested', disputedHole: 7 }));
    await deny(updateDoc(doc(dbOf('marker'), CARD), { status: 'open', disputedHole: 7 }));
    await deny(updateDoc(doc(dbOf('player'), CARD), { disputedHole: 7 }));
    await allow(updateDoc(doc(dbOf('player'), CARD), { status: 'open', disputedHole: 18 }));
  });

  it('lets a later move keep or clear the disputed hole', async () => {
    await setStatus('open', { disputedHole: 7 });
    await allow(updateDoc(doc(dbOf('marker'), CARD), { status: 'submitted', disputedHole: null }));
    await setStatus('open', { disputedHole: 7 });
    await allow(updateDoc(doc(dbOf('marker'), CARD), { status: 'submitted' }));
  });

  it('refuses a status that is not one', async () => {
    await setStatus('attested');
    await deny(updateDoc(doc(dbOf('admin'), CARD), { status: 'final' }));
    await deny(updateDoc(doc(dbOf('admin'), CARD), { status: 3 }));
  });
});

describe('a verified card is locked', () => {
  it.each(WRITERS)('%s cannot change its strokes, record, status (but an admin reopening it) or derived fields', async (who) => {
    await setStatus('verified');
    await deny(updateDoc(doc(dbOf(who), CARD), { 'strokes.2': 3 }));
    await deny(updateDoc(doc(dbOf(who), CARD), { 'playerStrokes.2': 3 }));
    await deny(updateDoc(doc(dbOf(who), CARD), { points: 40 }));
    await deny(updateDoc(doc(dbOf(who), CARD), { status: 'submitted' }));
    await expectAccess(updateDoc(doc(dbOf(who), CARD), { status: 'open' }), who === 'admin');
  });
});

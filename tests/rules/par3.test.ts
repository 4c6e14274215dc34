import { readFileSync } from 'node:fs';
import { deleteDoc, deleteField, doc, setDoc, updateDoc } from 'firebase/firestore';
import { isFull, teeTimeMax, teeTimeRoom, TEE_TIME_DEFAULT_PLAYERS } from '@/lib/capacity';
import { describe, expect, it } from 'vitest';
import { COUNTS_OF_ITS_OWN, MEMBER_UID, adminKept, allow, daysFromNow, deny, textAtLimits, textRefused, useRules } from './env';

const event = (overrides: Record<string, unknown> = {}) => ({
  name: 'June Par 3 Night',
  description: 'Nine holes under lights.',
  date: daysFromNow(20),
  location: 'Els Club',
  maxParticipants: 32,
  status: 'upcoming',
  registeredCount: 0,
  ...overrides,
});

const EVENT_TEXT = { name: { max: 100, required: true }, description: { max: 1000 }, location: { max: 200, required: true } };

const teeTime = (overrides: Record<string, unknown> = {}) => ({
  teeTime: '18:00',
  maxParticipants: 4,
  currentParticipants: 0,
  ...overrides,
});

const par3Score = (overrides: Record<string, unknown> = {}) => ({
  eventId: 'june',
  memberId: MEMBER_UID,
  points: 18,
  grossScore: 30,
  birdies: 1,
  ...overrides,
});

const { as, withoutRules } = useRules(() => ({
  'par3Events/june': event({ registeredCount: 3, date: daysFromNow(-1) }),
  'par3Events/june/teeTimes/t1': teeTime({ currentParticipants: 3 }),
  'par3Events/june/teeTimes/t2': teeTime({ teeTime: '18:10' }),
  'par3Scores/p1': par3Score(),
}));

describe('par3Events', () => {
  adminKept(as, {
    path: 'par3Events/june',
    newPath: 'par3Events/july',
    build: event,
    what: 'an event',
    create: { name: 'July Par 3 Night' },
    update: () => ({ status: 'completed', maxParticipants: 100 }),
    accepted: ['at every upper limit', { ...textAtLimits(EVENT_TEXT), maxParticipants: 100 }],
    refused: [
      ['a past date ("Event date must be in the future")', { date: daysFromNow(-1) }],
      ['a text date', { date: 'next week' }],
      ...textRefused(EVENT_TEXT),
      ['no participants', { maxParticipants: 0 }],
      ['101 participants', { maxParticipants: 101 }],
      ['an unknown status', { status: 'open' }],
      ...COUNTS_OF_ITS_OWN,
      ['an unknown field', { prize: 'ball' }],
    ],
  });

  it('lets an admin edit a past event but not its registered count', async () => {
    await allow(updateDoc(doc(as().admin, 'par3Events/june'), { name: 'June night (played)' }));
    await deny(updateDoc(doc(as().admin, 'par3Events/june'), { registeredCount: 0 }));
    await deny(updateDoc(doc(as().admin, 'par3Events/june'), { waitlistCount: 2 }));
  });
});

describe('par3Events/teeTimes', () => {
  adminKept(as, {
    path: 'par3Events/june/teeTimes/t2',
    newPath: 'par3Events/june/teeTimes/t3',
    build: teeTime,
    what: 'a tee time',
    create: { teeTime: '18:20' },
    update: () => ({ teeTime: '18:15', maxParticipants: 8 }),
    refused: [
      ...textRefused({ teeTime: { max: 20, required: true, label: 'time' } }),
      ['no places', { maxParticipants: 0 }],
      ['nine places', { maxParticipants: 9 }],
      ['participants of its own', { currentParticipants: 1 }],
      ['an unknown field', { hole: 1 }],
    ],
  });

  it('keeps the places of a booked tee time at or above its participants', async () => {
    await allow(updateDoc(doc(as().admin, 'par3Events/june/teeTimes/t1'), { maxParticipants: 3, teeTime: 'x'.repeat(20) }));
    await deny(updateDoc(doc(as().admin, 'par3Events/june/teeTimes/t1'), { maxParticipants: 2 }));
    await deny(updateDoc(doc(as().admin, 'par3Events/june/teeTimes/t1'), { currentParticipants: 0 }));
  });

  it('refuses an admin deleting a tee time somebody booked', async () => {
    await deny(deleteDoc(doc(as().admin, 'par3Events/june/teeTimes/t1')));
  });
});

describe('par3Scores', () => {
  adminKept(as, {
    path: 'par3Scores/p1',
    newPath: 'par3Scores/p2',
    build: par3Score,
    what: 'a score',
    create: { memberId: 'member-2' },
    update: () => ({ points: 20 }),
    accepted: ['at the limits', { points: 1000, grossScore: 0, birdies: 100 }],
    refused: [
      ['an empty event id', { eventId: '' }],
      ['an empty member id', { memberId: '' }],
      ['negative points', { points: -1 }],
      ['a gross score over 1000', { grossScore: 1001 }],
      ['a fractional birdie count', { birdies: 0.5 }],
      ['over 100 birdies', { birdies: 101 }],
      ['an unknown field', { holeInOne: true }],
    ],
  });
});

describe("the capacity rule (src/lib/capacity.ts), the rules' one hand-written copy", () => {
  it('gives a tee time without maxParticipants the same default places as the core', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    expect(rules).toContain(`(opt(incoming(), 'maxParticipants') == null ? ${TEE_TIME_DEFAULT_PLAYERS} : incoming().maxParticipants)`);
    expect(teeTimeMax(undefined)).toBe(TEE_TIME_DEFAULT_PLAYERS);
  });

  it('lets an admin drop maxParticipants only while the core says the default still holds everyone booked', async () => {
    const full = teeTimeMax(undefined);
    expect(isFull(teeTimeRoom({ currentParticipants: full }))).toBe(true);
    await withoutRules((db) => setDoc(doc(db, 'par3Events/june/teeTimes/t4'), teeTime({ maxParticipants: 8, currentParticipants: full })));
    await allow(updateDoc(doc(as().admin, 'par3Events/june/teeTimes/t4'), { maxParticipants: deleteField() }));
    await withoutRules((db) =>
      setDoc(doc(db, 'par3Events/june/teeTimes/t4'), teeTime({ maxParticipants: 8, currentParticipants: full + 1 })),
    );
    await deny(updateDoc(doc(as().admin, 'par3Events/june/teeTimes/t4'), { maxParticipants: deleteField() }));
  });
});

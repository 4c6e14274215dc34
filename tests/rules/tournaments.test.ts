import { doc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { daysFromNow, tournamentFor } from '../support/builders';
import { COUNTS_OF_ITS_OWN, MEMBER_UID, adminKept, deny, textAtLimits, textRefused, useRules } from './env';

/** A valid tournament from the shared builder; `overrides` may be anything a test sends (bad values included). */
const tournament = (overrides: Record<string, unknown> = {}) => ({
  ...tournamentFor('Spring Classic', {
    description: 'Our season opener.',
    agenda: '07:30 registration',
    date: daysFromNow(30),
    location: 'Emirates Golf Club',
    registrationFee: 350,
  }),
  ...overrides,
});

const TOURNAMENT_TEXT = {
  name: { max: 100, required: true },
  description: { max: 1000 },
  agenda: { max: 2000 },
  location: { max: 200, required: true },
  teeOffTime: { max: 20, label: 'tee-off time' },
  sponsorName: { max: 100, label: 'sponsor name' },
};

const score = (overrides: Record<string, unknown> = {}) => ({
  tournamentId: 'spring',
  memberId: MEMBER_UID,
  teamId: 'eagles',
  grossScore: 82,
  netScore: 70,
  points: 36,
  birdies: 2,
  ...overrides,
});

const { as } = useRules(() => ({
  'tournaments/spring': tournament({ registeredCount: 12 }),
  'scores/s1': score(),
}));

describe('tournaments', () => {
  adminKept(as, {
    path: 'tournaments/spring',
    newPath: 'tournaments/summer',
    build: tournament,
    what: 'a tournament',
    create: { name: 'Summer Cup' },
    update: () => ({ status: 'completed', maxParticipants: 12 }),
    accepted: [
      'as a sponsored medal event at every upper limit',
      {
        ...textAtLimits(TOURNAMENT_TEXT),
        format: 'medal',
        maxParticipants: 200,
        registrationFee: 0,
        isLeagueEvent: false,
        imageUrl: 'https://example.com/t.jpg',
        sponsorId: 'acme',
        sponsorLogoUrl: '/logo.png',
        hiddenHoles: 3,
      },
    ],
    refused: [
      ...textRefused(TOURNAMENT_TEXT),
      ['no participants', { maxParticipants: 0 }],
      ['201 participants', { maxParticipants: 201 }],
      ['a fractional participant limit', { maxParticipants: 10.5 }],
      ['a negative fee', { registrationFee: -0.01 }],
      ['an unknown format', { format: 'scramble' }],
      ['an unknown status', { status: 'cancelled' }],
      ['a text date', { date: '2027-01-01' }],
      ['a non-boolean league flag', { isLeagueEvent: 'yes' }],
      ['a javascript: image', { imageUrl: 'javascript:alert(1)' }],
      ['a numeric sponsor id', { sponsorId: 5 }],
      ['4 hidden holes', { hiddenHoles: 4 }],
      ['a fractional number of hidden holes', { hiddenHoles: 1.5 }],
      ...COUNTS_OF_ITS_OWN,
      ['an unknown field', { prize: 'car' }],
    ],
  });

  it('refuses an admin update below the registered count or touching it', async () => {
    await deny(updateDoc(doc(as().admin, 'tournaments/spring'), { maxParticipants: 11 }));
    await deny(updateDoc(doc(as().admin, 'tournaments/spring'), { registeredCount: 0 }));
    await deny(updateDoc(doc(as().admin, 'tournaments/spring'), { waitlistCount: 3 }));
    await deny(updateDoc(doc(as().admin, 'tournaments/spring'), { name: '' }));
  });
});

describe('scores', () => {
  adminKept(as, {
    path: 'scores/s1',
    newPath: 'scores/s2',
    build: score,
    what: 'a score',
    create: { memberId: 'member-2', teamId: null },
    update: () => ({ points: 38, birdies: 3 }),
    accepted: ['at the limits', { grossScore: 1000, netScore: 0, points: 0, birdies: 100 }],
    refused: [
      ['an empty tournament id', { tournamentId: '' }],
      ['an empty member id', { memberId: '' }],
      ['a numeric team id', { teamId: 1 }],
      ['a negative gross score', { grossScore: -1 }],
      ['a gross score over 1000', { grossScore: 1001 }],
      ['a text net score', { netScore: '70' }],
      ['points over 1000', { points: 1000.5 }],
      ['a fractional birdie count', { birdies: 1.5 }],
      ['over 100 birdies', { birdies: 101 }],
      ['an unknown field', { eagles: 1 }],
    ],
  });
});

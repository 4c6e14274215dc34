import { doc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { daysFromNow, tournamentFor } from '../support/builders';
import { MEMBER_UID, adminKept, deny, useRules } from './env';

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
        name: 'x'.repeat(100),
        description: 'x'.repeat(1000),
        agenda: 'x'.repeat(2000),
        location: 'x'.repeat(200),
        teeOffTime: 'x'.repeat(20),
        format: 'medal',
        maxParticipants: 200,
        registrationFee: 0,
        isLeagueEvent: false,
        imageUrl: 'https://example.com/t.jpg',
        sponsorId: 'acme',
        sponsorName: 'x'.repeat(100),
        sponsorLogoUrl: '/logo.png',
      },
    ],
    refused: [
      ['an empty name', { name: '' }],
      ['a name over 100 characters', { name: 'x'.repeat(101) }],
      ['a description over 1000 characters', { description: 'x'.repeat(1001) }],
      ['an agenda over 2000 characters', { agenda: 'x'.repeat(2001) }],
      ['an empty location', { location: '' }],
      ['a location over 200 characters', { location: 'x'.repeat(201) }],
      ['no participants', { maxParticipants: 0 }],
      ['201 participants', { maxParticipants: 201 }],
      ['a fractional participant limit', { maxParticipants: 10.5 }],
      ['a negative fee', { registrationFee: -0.01 }],
      ['an unknown format', { format: 'scramble' }],
      ['an unknown status', { status: 'cancelled' }],
      ['a text date', { date: '2027-01-01' }],
      ['a tee-off time over 20 characters', { teeOffTime: 'x'.repeat(21) }],
      ['a non-boolean league flag', { isLeagueEvent: 'yes' }],
      ['a javascript: image', { imageUrl: 'javascript:alert(1)' }],
      ['a numeric sponsor id', { sponsorId: 5 }],
      ['a sponsor name over 100 characters', { sponsorName: 'x'.repeat(101) }],
      ['a registered count of its own', { registeredCount: 5 }],
      ['a waiting list of its own', { waitlistCount: 2 }],
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

import { describe } from 'vitest';
import { tournamentFor } from '../support/builders';
import { MEMBER_UID, OTHER_UID, adminKept, useRules } from './env';

/** A valid group; `overrides` may be anything a test sends (bad values included). */
const group = (overrides: Record<string, unknown> = {}) => ({
  teeTime: '08:10',
  startHole: 1,
  memberIds: [MEMBER_UID, OTHER_UID, 'member-3'],
  markerId: OTHER_UID,
  ...overrides,
});

const { as } = useRules(() => ({
  'tournaments/spring': tournamentFor('Spring Classic', { courseId: 'creek' }),
  'tournaments/spring/groups/g1': group(),
}));

describe('tournaments/groups', () => {
  adminKept(as, {
    path: 'tournaments/spring/groups/g1',
    newPath: 'tournaments/spring/groups/g2',
    build: group,
    what: 'a group',
    create: { teeTime: '08:20', memberIds: ['member-4'], markerId: 'member-4' },
    update: () => ({ markerId: MEMBER_UID, teeTime: '08:30' }),
    accepted: [
      'of four starting on the 18th at 23:59',
      { teeTime: '23:59', startHole: 18, memberIds: ['a', 'b', 'c', 'd'], markerId: 'd' },
    ],
    refused: [
      ['a tee time of 8:10', { teeTime: '8:10' }],
      ['a tee time of 24:00', { teeTime: '24:00' }],
      ['a tee time that is a number', { teeTime: 810 }],
      ['a starting hole of 0', { startHole: 0 }],
      ['a starting hole of 19', { startHole: 19 }],
      ['nobody in it', { memberIds: [], markerId: MEMBER_UID }],
      ['five players', { memberIds: ['a', 'b', 'c', 'd', 'e'], markerId: 'a' }],
      ['a player listed twice', { memberIds: ['a', 'a'], markerId: 'a' }],
      ['a marker who is not in it ("The marker must be one of the group")', { markerId: 'member-9' }],
      ['no marker', { markerId: '' }],
      ['players that are not a list', { memberIds: MEMBER_UID }],
      ['an unknown field', { startsAt: 'hole 1' }],
    ],
  });
});

import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ADMIN_KEPT, MEMBER_UID, accessTable, adminKept, allow, deny, textAtLimits, textRefused, useRules } from './env';

const team = (overrides: Record<string, unknown> = {}) => ({
  name: 'Eagles',
  color: '#1A2b3C',
  logoUrl: '',
  description: 'The early birds.',
  captainId: null,
  isGuest: false,
  totalPoints: 0,
  memberCount: 0,
  ...overrides,
});

const TEAM_TEXT = { name: { max: 50, required: true }, description: { max: 500 } };

const { as } = useRules(() => ({
  'teams/eagles': team({ totalPoints: 120, memberCount: 8, captainId: MEMBER_UID }),
  'teams/hawks': team({ name: 'Hawks' }),
  [`teamMembers/${MEMBER_UID}`]: { teamId: 'eagles' },
}));

describe('teams', () => {
  adminKept(as, {
    path: 'teams/eagles',
    newPath: 'teams/falcons',
    build: team,
    what: 'a team',
    create: { name: 'Falcons' },
    update: () => ({ name: 'Golden Eagles', color: '#FFD700' }),
    accepted: [
      'with every optional field filled',
      { ...textAtLimits(TEAM_TEXT), logoUrl: 'https://example.com/logo.png', captainId: 'member-9', isGuest: true },
    ],
    refused: [
      ...textRefused(TEAM_TEXT),
      ['a colour name', { color: 'red' }],
      ['a short hex colour', { color: '#FFF' }],
      ['a javascript: logo', { logoUrl: 'javascript:alert(1)' }],
      ['a non-string captain', { captainId: 7 }],
      ['a non-boolean guest flag', { isGuest: 'no' }],
      ['points of its own', { totalPoints: 50 }],
      ['a member count of its own', { memberCount: 3 }],
      ['an unknown field', { motto: 'Fly' }],
    ],
  });

  it('refuses an admin changing the totals functions keep', async () => {
    await deny(updateDoc(doc(as().admin, 'teams/eagles'), { totalPoints: 0 }));
    await deny(updateDoc(doc(as().admin, 'teams/eagles'), { memberCount: 9 }));
    await allow(updateDoc(doc(as().admin, 'teams/eagles'), { captainId: null }));
  });
});

describe('teamMembers', () => {
  accessTable(as, {
    path: `teamMembers/${MEMBER_UID}`,
    newPath: 'teamMembers/member-2',
    create: () => ({ teamId: 'hawks' }),
    update: () => ({ teamId: 'hawks' }),
    allowed: ADMIN_KEPT,
  });

  it.each([
    ['a team that does not exist', { teamId: 'ghosts' }],
    ['an empty team id', { teamId: '' }],
    ['a numeric team id', { teamId: 3 }],
    ['an unknown field', { teamId: 'hawks', captain: true }],
    ['no team id', {}],
  ])('refuses an admin assignment to %s', async (_name, data) => {
    await deny(setDoc(doc(as().admin, 'teamMembers/member-2'), data));
  });
});

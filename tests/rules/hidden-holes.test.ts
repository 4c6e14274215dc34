// Hidden holes (issue 29, decision 0022): while a tournament hides its last holes, a card that is not
// verified is read only by its player, its group (marker and players) and admins; otherwise anyone reads it.
import { doc, getDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { tournamentFor } from '../support/builders';
import { MEMBER_UID, OTHER_UID, allow, deny, useRules, type Db } from './env';

const PLAYER = 'member-4';
const card = (overrides: Record<string, unknown> = {}) => ({
  strokes: { '1': 4, '16': 3 },
  playerStrokes: {},
  status: 'open',
  disputedHole: null,
  groupId: 'g1',
  markerId: PLAYER,
  handicapIndex: 12,
  courseHandicap: 12,
  playingHandicap: 11,
  gross: 7,
  net: 5,
  points: 5,
  birdies: 1,
  thru: 2,
  ...overrides,
});

const { as, env } = useRules(() => ({
  'tournaments/hidden': tournamentFor('Hidden', { hiddenHoles: 3 }),
  'tournaments/shown': tournamentFor('Shown', { hiddenHoles: 0 }),
  'tournaments/legacy': { ...tournamentFor('Legacy'), hiddenHoles: null },
  'tournaments/hidden/groups/g1': { teeTime: '08:00', startHole: 1, memberIds: [PLAYER, MEMBER_UID], markerId: PLAYER },
  'tournaments/hidden/groups/g2': { teeTime: '08:10', startHole: 1, memberIds: ['member-5', 'member-6'], markerId: 'member-6' },
  [`tournaments/hidden/cards/${PLAYER}`]: card(),
  // The contract keeps a marker in their group; this card tests the marker's own right apart from the group's.
  'tournaments/hidden/cards/member-5': card({ groupId: 'g2', markerId: MEMBER_UID }),
  'tournaments/hidden/cards/member-7': card({ groupId: 'g2', markerId: 'member-6', status: 'verified' }),
  [`tournaments/shown/cards/${PLAYER}`]: card(),
  [`tournaments/legacy/cards/${PLAYER}`]: card(),
}));

const read = (db: Db, path: string) => getDoc(doc(db, path));

describe('tournaments/cards while holes are hidden', () => {
  it('refuses a visitor and a member outside the group a card that is not verified', async () => {
    await deny(read(as().visitor, `tournaments/hidden/cards/${PLAYER}`));
    await deny(read(as().other, `tournaments/hidden/cards/${PLAYER}`));
    await deny(read(as().visitor, 'tournaments/hidden/cards/member-5'));
  });

  it('lets the player, a player of their group, their marker and admins read it', async () => {
    await allow(read(env().authenticatedContext(PLAYER).firestore(), `tournaments/hidden/cards/${PLAYER}`));
    await allow(read(as().member, `tournaments/hidden/cards/${PLAYER}`)); // in group g1
    await allow(read(as().member, 'tournaments/hidden/cards/member-5')); // its marker
    await allow(read(as().admin, `tournaments/hidden/cards/${PLAYER}`));
  });

  it('lets anyone read a verified card', async () => {
    await allow(read(as().visitor, 'tournaments/hidden/cards/member-7'));
    await allow(read(as().other, 'tournaments/hidden/cards/member-7'));
  });

  it('lets anyone read every card of a tournament that hides nothing (0, or no setting)', async () => {
    await allow(read(as().visitor, `tournaments/shown/cards/${PLAYER}`));
    await allow(read(as().visitor, `tournaments/legacy/cards/${PLAYER}`));
    await allow(read(as().other, `tournaments/legacy/cards/${OTHER_UID}`)); // a missing card reads as missing
  });
});

// Collections only Cloud Functions write (through the Admin SDK): no client write, admins included.
import { collection, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ANYONE, FUNCTIONS_ONLY, MEMBER_UID, accessTable, at, deny, useRules } from './env';

const registeredAt = at('2026-03-01T09:00:00Z');

const { as } = useRules(() => ({
  [`members/${MEMBER_UID}`]: { fullName: 'Member One', avatarUrl: '', handicap: 12, teamId: 'eagles', isCaptain: false, isGuest: false },
  [`roles/${MEMBER_UID}`]: { admin: true },
  'standings/current': { teams: [], individuals: [], birdieLeaders: [], scoreCount: 0, updatedAt: registeredAt },
  'par3Standings/current': { entries: [], scoreCount: 0, updatedAt: registeredAt },
  'rosters/current': { cards: {}, updatedAt: registeredAt },
  'tournamentBoards/spring': { registrations: {}, scores: {}, updatedAt: registeredAt },
  'par3Boards/june': { cards: {}, updatedAt: registeredAt },
  [`tournaments/spring/registrations/${MEMBER_UID}`]: {
    memberId: MEMBER_UID,
    status: 'registered',
    registeredAt,
    handicap: 12,
    fullName: 'Member One',
    teamId: null,
    teamName: '',
  },
  [`par3Events/june/registrations/${MEMBER_UID}`]: {
    memberId: MEMBER_UID,
    teeTimeId: 't1',
    teeTime: '18:00',
    status: 'registered',
    registeredAt,
    handicap: null,
    fullName: 'Member One',
  },
  [`tournaments/spring/waitlist/${MEMBER_UID}`]: { memberId: MEMBER_UID, joinedAt: registeredAt, handicap: 12, fullName: 'Member One' },
  [`par3Events/june/waitlist/${MEMBER_UID}`]: { memberId: MEMBER_UID, joinedAt: registeredAt, handicap: null, fullName: 'Member One' },
  [`calendarTokens/${MEMBER_UID}`]: { token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9', createdAt: registeredAt },
  'mail/m1': {
    to: 'member-1@example.com',
    subject: 'Welcome',
    text: 'Hi',
    html: '<p>Hi</p>',
    createdAt: registeredAt,
    memberId: MEMBER_UID,
    delivery: { state: 'pending', attempts: 0, error: null, lastAttemptAt: null },
  },
}));

// What a member would like to write there: any document at all is refused.
const forged = () => ({ fullName: 'Forged', admin: true, status: 'registered', points: 999 });
const forgedChange = () => ({ fullName: 'Forged' });

describe('roles', () => {
  accessTable(as, {
    path: `roles/${MEMBER_UID}`,
    newPath: 'roles/member-2',
    create: () => ({ admin: true }),
    update: () => ({ admin: false }),
    allowed: { get: ['member', 'admin'], list: ['admin'], ...FUNCTIONS_ONLY },
  });
  it('refuses a member listing roles, even only their own', async () => {
    await deny(getDocs(query(collection(as().member, 'roles'), where('admin', '==', true))));
  });
});

// Public reads: anyone reads them, nobody writes them. [collection, an existing document, a new one, a create, a change]
describe.each([
  ['members', `members/${MEMBER_UID}`, 'members/new', forged, forgedChange],
  ['standings', 'standings/current', 'standings/next', forged, () => ({ scoreCount: 1 })],
  ['par3Standings', 'par3Standings/current', 'par3Standings/next', forged, () => ({ scoreCount: 1 })],
  ['rosters', 'rosters/current', 'rosters/next', forged, () => ({ scoreCount: 1 })],
  ['tournamentBoards', 'tournamentBoards/spring', 'tournamentBoards/next', forged, () => ({ scoreCount: 1 })],
  ['par3Boards', 'par3Boards/june', 'par3Boards/next', forged, () => ({ cards: {} })],
  [
    'tournaments/registrations',
    `tournaments/spring/registrations/${MEMBER_UID}`,
    'tournaments/spring/registrations/member-2',
    () => ({ memberId: 'member-2', status: 'registered', registeredAt, handicap: 10, fullName: 'Two', teamId: null, teamName: '' }),
    () => ({ handicap: 1 }),
  ],
  [
    'par3Events/registrations',
    `par3Events/june/registrations/${MEMBER_UID}`,
    'par3Events/june/registrations/member-2',
    () => ({
      memberId: 'member-2',
      teeTimeId: 't1',
      teeTime: '18:00',
      status: 'registered',
      registeredAt,
      handicap: null,
      fullName: 'Two',
    }),
    () => ({ teeTimeId: 't2' }),
  ],
])('%s', (_name, path, newPath, create, update) => {
  accessTable(as, { path, newPath, create, update, allowed: { get: ANYONE, list: ANYONE, ...FUNCTIONS_ONLY } });
});

// Waiting places: the member gets their own, admins read the list; visitors see only waitlistCount on the event.
describe.each(['tournaments/spring', 'par3Events/june'])('%s/waitlist', (parent) => {
  accessTable(as, {
    path: `${parent}/waitlist/${MEMBER_UID}`,
    newPath: `${parent}/waitlist/member-2`,
    create: () => ({ memberId: 'member-2', joinedAt: registeredAt, handicap: 10, fullName: 'Two' }),
    update: () => ({ joinedAt: at('2020-01-01T00:00:00Z') }),
    allowed: { get: ['member', 'admin'], list: ['admin'], ...FUNCTIONS_ONLY },
  });
  it("keeps a member from reading another member's place, and from listing even only their own", async () => {
    await deny(getDoc(doc(as().other, `${parent}/waitlist/${MEMBER_UID}`)));
    await deny(getDocs(query(collection(as().member, `${parent}/waitlist`), where('memberId', '==', MEMBER_UID))));
  });
  it('lets a member create their own place by no path (join through the callable)', async () => {
    await deny(setDoc(doc(as().member, `${parent}/waitlist/${MEMBER_UID}-x`), { memberId: MEMBER_UID, joinedAt: registeredAt }));
    await deny(setDoc(doc(as().member, `${parent}/waitlist/${MEMBER_UID}`), { memberId: MEMBER_UID, joinedAt: registeredAt }));
  });
});

describe('mail', () => {
  accessTable(as, {
    path: 'mail/m1',
    newPath: 'mail/m2',
    create: () => ({ to: 'anyone@example.com', subject: 'Spam', text: 'x', html: 'x', createdAt: registeredAt }),
    update: () => ({ to: 'attacker@example.com' }),
    allowed: { get: ['admin'], list: ['admin'], ...FUNCTIONS_ONLY },
  });
  it('keeps a member from reading mail about themself', async () => {
    await deny(getDoc(doc(as().member, 'mail/m1')));
  });
});

// The secret of a member's calendar address: only the member reads it (not even admins); replaced only by the callable.
describe('calendarTokens', () => {
  accessTable(as, {
    path: `calendarTokens/${MEMBER_UID}`,
    newPath: 'calendarTokens/member-2',
    create: () => ({ token: 'chosen-by-the-member-0123456789ab', createdAt: registeredAt }),
    update: () => ({ token: 'guessable' }),
    allowed: { get: ['member'], list: [], ...FUNCTIONS_ONLY },
  });
  it("keeps a member from another member's token and from finding a member by a token", async () => {
    await deny(getDoc(doc(as().other, `calendarTokens/${MEMBER_UID}`)));
    await deny(getDocs(query(collection(as().other, 'calendarTokens'), where('token', '==', 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_9'))));
  });
  it('lets a member set or replace their own token by no path (replaceCalendarToken)', async () => {
    await deny(
      setDoc(doc(as().member, `calendarTokens/${MEMBER_UID}`), { token: 'AbCdEfGhIjKlMnOpQrStUvWxYz012-_0', createdAt: registeredAt }),
    );
  });
});

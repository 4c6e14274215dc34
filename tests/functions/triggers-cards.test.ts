/**
 * Derived member documents on the emulators: public cards (public fields
 * only), team member counts and the captain rules.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { searchTerms } from '@/lib/member-search';
import { clearAll, closeAdmin, createUser, db, makeTeam, read, readAs, waitFor } from './helpers';

afterAll(closeAdmin);

const card = (uid: string) => read(`members/${uid}`);
const team = (id: string) => read(`teams/${id}`);

type Stored = Awaited<ReturnType<typeof read>>;
/** Waits until the card of `uid` passes `accept` (`what` names it in a time-out); resolves to the card. */
const cardUntil = (uid: string, what: string, accept: (card: Stored) => boolean) => waitFor(() => card(uid), accept, { what });
/** Waits until team `id` passes `accept`; resolves to the team. */
const teamUntil = (id: string, what: string, accept: (team: Stored) => boolean) => waitFor(() => team(id), accept, { what });

describe('member cards', () => {
  beforeEach(clearAll);

  it('appear with public fields only and follow profile changes', async () => {
    await createUser('ann', { profile: { fullName: 'Ann Lee', handicap: 12.4, avatarUrl: 'https://x/a.png', phone: '+971 1' } });

    await cardUntil('ann', 'the card', (c) => c !== undefined);
    // The card the trigger wrote is exactly the public shape (members schema: no unknown field).
    expect(await readAs('members', 'members/ann')).toEqual({
      fullName: 'Ann Lee',
      avatarUrl: 'https://x/a.png',
      handicap: 12.4,
      teamId: null,
      isCaptain: false,
      isGuest: false,
    });

    await db.doc('profiles/ann').update({ fullName: 'Ann Smith', handicap: 10, isGuest: true });
    const updated = await cardUntil('ann', 'the renamed card', (c) => c?.fullName === 'Ann Smith');
    expect(updated).toMatchObject({ handicap: 10, isGuest: true });
    expect(Object.keys(updated ?? {}).sort()).toEqual(['avatarUrl', 'fullName', 'handicap', 'isCaptain', 'isGuest', 'teamId']);

    await db.doc('profiles/ann').delete();
    await cardUntil('ann', 'the card to go', (c) => c === undefined);
  });

  it('keep searchTerms on the profile following its name and email, written once per change (issue 31)', async () => {
    await createUser('dan', { profile: { fullName: 'Dan Al Farsi' } });
    const terms = await waitFor(
      async () => (await read('profiles/dan'))?.searchTerms as string[] | undefined,
      (t) => t !== undefined,
      { what: 'the search terms' },
    );
    expect(terms).toEqual(searchTerms({ fullName: 'Dan Al Farsi', email: (await read('profiles/dan'))?.email as string }));
    expect(terms).toEqual(expect.arrayContaining(['dan', 'al farsi', 'far']));

    await db.doc('profiles/dan').update({ fullName: 'Daniel Farsi' });
    const renamed = await waitFor(
      async () => (await read('profiles/dan'))?.searchTerms as string[] | undefined,
      (t) => t?.includes('daniel') === true,
      { what: 'the renamed terms' },
    );
    expect(renamed).not.toContain('al farsi');
    // An admin search by a word of the name finds the member (the query the lists make).
    const found = await db.collection('profiles').where('searchTerms', 'array-contains', 'farsi').get();
    expect(found.docs.map((d) => d.id)).toEqual(['dan']);
  });

  it('are left as they were when a profile breaks its stored shape, and follow again once it is mended', async () => {
    await createUser('cat', { profile: { fullName: 'Cat Ng', handicap: 8 } });
    await cardUntil('cat', 'the card', (c) => c?.handicap === 8);

    // Written past the rules (Admin SDK), as only a bug or a console edit could: the trigger logs it and derives nothing.
    await db.doc('profiles/cat').update({ fullName: 'Cat Broken', handicap: 'scratch' });
    await db.doc('profiles/cat').update({ fullName: 'Cat Ng-Lee', handicap: 7 });
    const mended = await cardUntil('cat', 'the card after the mend', (c) => c?.fullName === 'Cat Ng-Lee');
    expect(mended).toMatchObject({ handicap: 7 });
    expect((await card('cat'))?.fullName).not.toBe('Cat Broken');
  });

  it('follow team membership, and counts follow the members', async () => {
    await makeTeam('eagles');
    await makeTeam('hawks');
    await createUser('ann');
    await createUser('bob');
    await cardUntil('bob', "bob's card", (c) => c !== undefined);

    await db.doc('teamMembers/ann').set({ teamId: 'eagles' });
    await db.doc('teamMembers/bob').set({ teamId: 'eagles' });
    await teamUntil('eagles', 'eagles count 2', (t) => t?.memberCount === 2);
    expect(await cardUntil('ann', "ann's card", (c) => c?.teamId === 'eagles')).toMatchObject({ teamId: 'eagles' });

    // Moving bob: both teams recount.
    await db.doc('teamMembers/bob').set({ teamId: 'hawks' });
    await teamUntil('eagles', 'eagles count 1', (t) => t?.memberCount === 1);
    await teamUntil('hawks', 'hawks count 1', (t) => t?.memberCount === 1);
    await cardUntil('bob', 'bob in hawks', (c) => c?.teamId === 'hawks');
    expect(await readAs('members', 'members/bob')).toMatchObject({ teamId: 'hawks' });
    expect(await readAs('teams', 'teams/hawks')).toMatchObject({ memberCount: 1 });

    await db.doc('teamMembers/ann').delete();
    await teamUntil('eagles', 'eagles count 0', (t) => t?.memberCount === 0);
    expect(await cardUntil('ann', "ann's card", (c) => c?.teamId === null)).toMatchObject({ teamId: null });
  });
});

describe('captain rules', () => {
  beforeEach(clearAll);

  it('cards follow the team captain, and the captain leaving the team clears it', async () => {
    await makeTeam('eagles');
    await createUser('ann');
    await createUser('bob');
    await db.doc('teamMembers/ann').set({ teamId: 'eagles' });
    await db.doc('teamMembers/bob').set({ teamId: 'eagles' });

    await db.doc('teams/eagles').update({ captainId: 'ann' });
    await cardUntil('ann', 'ann captain', (c) => c?.isCaptain === true);

    // One captain per team: naming bob un-captains ann.
    await db.doc('teams/eagles').update({ captainId: 'bob' });
    await cardUntil('bob', 'bob captain', (c) => c?.isCaptain === true);
    await cardUntil('ann', 'ann no longer captain', (c) => c?.isCaptain === false);

    // Bob moves to another team: eagles loses its captain.
    await makeTeam('hawks');
    await db.doc('teamMembers/bob').set({ teamId: 'hawks' });
    await teamUntil('eagles', 'eagles captain cleared', (t) => t?.captainId === null);
    expect(await cardUntil('bob', "bob's card", (c) => c?.teamId === 'hawks')).toMatchObject({ isCaptain: false });
  });

  it('removing the captain from the team clears the captain', async () => {
    // A team no earlier test used: late triggers of the previous test's clean-up
    // (its members' deletions clear *their* teams' captains) cannot reach it.
    await makeTeam('owls', { captainId: 'ann' });
    await createUser('ann');
    await db.doc('teamMembers/ann').set({ teamId: 'owls' });
    await cardUntil('ann', 'ann captain', (c) => c?.isCaptain === true);

    await db.doc('teamMembers/ann').delete();
    await teamUntil('owls', 'captain cleared', (t) => t?.captainId === null);
    await cardUntil('ann', 'ann card', (c) => c?.isCaptain === false && c.teamId === null);
  });
});

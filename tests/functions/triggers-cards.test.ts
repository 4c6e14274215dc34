/**
 * Derived member documents on the emulators: public cards (public fields
 * only), team member counts and the captain rules.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clearAll, closeAdmin, createUser, db, makeTeam, read, readAs, waitFor } from './helpers';

afterAll(closeAdmin);

const card = (uid: string) => read(`members/${uid}`);
const team = (id: string) => read(`teams/${id}`);

describe('member cards', () => {
  beforeEach(clearAll);

  it('appear with public fields only and follow profile changes', async () => {
    await createUser('ann', { profile: { fullName: 'Ann Lee', handicap: 12.4, avatarUrl: 'https://x/a.png', phone: '+971 1' } });

    await waitFor(
      () => card('ann'),
      (c) => c !== undefined,
      { what: 'the card' },
    );
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
    const updated = await waitFor(
      () => card('ann'),
      (c) => c?.fullName === 'Ann Smith',
      { what: 'the renamed card' },
    );
    expect(updated).toMatchObject({ handicap: 10, isGuest: true });
    expect(Object.keys(updated ?? {}).sort()).toEqual(['avatarUrl', 'fullName', 'handicap', 'isCaptain', 'isGuest', 'teamId']);

    await db.doc('profiles/ann').delete();
    await waitFor(
      () => card('ann'),
      (c) => c === undefined,
      { what: 'the card to go' },
    );
  });

  it('are left as they were when a profile breaks its stored shape, and follow again once it is mended', async () => {
    await createUser('cat', { profile: { fullName: 'Cat Ng', handicap: 8 } });
    await waitFor(
      () => card('cat'),
      (c) => c?.handicap === 8,
      { what: 'the card' },
    );

    // Written past the rules (Admin SDK), as only a bug or a console edit could: the trigger logs it and derives nothing.
    await db.doc('profiles/cat').update({ fullName: 'Cat Broken', handicap: 'scratch' });
    await db.doc('profiles/cat').update({ fullName: 'Cat Ng-Lee', handicap: 7 });
    const mended = await waitFor(
      () => card('cat'),
      (c) => c?.fullName === 'Cat Ng-Lee',
      { what: 'the card after the mend' },
    );
    expect(mended).toMatchObject({ handicap: 7 });
    expect((await card('cat'))?.fullName).not.toBe('Cat Broken');
  });

  it('follow team membership, and counts follow the members', async () => {
    await makeTeam('eagles');
    await makeTeam('hawks');
    await createUser('ann');
    await createUser('bob');
    await waitFor(
      () => card('bob'),
      (c) => c !== undefined,
    );

    await db.doc('teamMembers/ann').set({ teamId: 'eagles' });
    await db.doc('teamMembers/bob').set({ teamId: 'eagles' });
    await waitFor(
      () => team('eagles'),
      (t) => t?.memberCount === 2,
      { what: 'eagles count 2' },
    );
    expect(
      await waitFor(
        () => card('ann'),
        (c) => c?.teamId === 'eagles',
      ),
    ).toMatchObject({ teamId: 'eagles' });

    // Moving bob: both teams recount.
    await db.doc('teamMembers/bob').set({ teamId: 'hawks' });
    await waitFor(
      () => team('eagles'),
      (t) => t?.memberCount === 1,
      { what: 'eagles count 1' },
    );
    await waitFor(
      () => team('hawks'),
      (t) => t?.memberCount === 1,
      { what: 'hawks count 1' },
    );
    await waitFor(
      () => card('bob'),
      (c) => c?.teamId === 'hawks',
      { what: 'bob in hawks' },
    );
    expect(await readAs('members', 'members/bob')).toMatchObject({ teamId: 'hawks' });
    expect(await readAs('teams', 'teams/hawks')).toMatchObject({ memberCount: 1 });

    await db.doc('teamMembers/ann').delete();
    await waitFor(
      () => team('eagles'),
      (t) => t?.memberCount === 0,
      { what: 'eagles count 0' },
    );
    expect(
      await waitFor(
        () => card('ann'),
        (c) => c?.teamId === null,
      ),
    ).toMatchObject({ teamId: null });
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
    await waitFor(
      () => card('ann'),
      (c) => c?.isCaptain === true,
      { what: 'ann captain' },
    );

    // One captain per team: naming bob un-captains ann.
    await db.doc('teams/eagles').update({ captainId: 'bob' });
    await waitFor(
      () => card('bob'),
      (c) => c?.isCaptain === true,
      { what: 'bob captain' },
    );
    await waitFor(
      () => card('ann'),
      (c) => c?.isCaptain === false,
      { what: 'ann no longer captain' },
    );

    // Bob moves to another team: eagles loses its captain.
    await makeTeam('hawks');
    await db.doc('teamMembers/bob').set({ teamId: 'hawks' });
    await waitFor(
      () => team('eagles'),
      (t) => t?.captainId === null,
      { what: 'eagles captain cleared' },
    );
    expect(
      await waitFor(
        () => card('bob'),
        (c) => c?.teamId === 'hawks',
      ),
    ).toMatchObject({ isCaptain: false });
  });

  it('removing the captain from the team clears the captain', async () => {
    // A team no earlier test used: late triggers of the previous test's clean-up
    // (its members' deletions clear *their* teams' captains) cannot reach it.
    await makeTeam('owls', { captainId: 'ann' });
    await createUser('ann');
    await db.doc('teamMembers/ann').set({ teamId: 'owls' });
    await waitFor(
      () => card('ann'),
      (c) => c?.isCaptain === true,
      { what: 'ann captain' },
    );

    await db.doc('teamMembers/ann').delete();
    await waitFor(
      () => team('owls'),
      (t) => t?.captainId === null,
      { what: 'captain cleared' },
    );
    await waitFor(
      () => card('ann'),
      (c) => c?.isCaptain === false && c.teamId === null,
      { what: 'ann card' },
    );
  });
});

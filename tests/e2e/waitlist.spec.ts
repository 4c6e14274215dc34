import { Timestamp } from 'firebase-admin/firestore';
import { emulatorSmtpPort, startSmtpSink } from '../../scripts/lib/mail-sink';
import { emulatorDb } from './support/admin-sdk';
import { expect, projectContextOptions, signIn, test } from './support/fixtures';
import { escapeRegExp, makeActiveMember, makeFullPar3Night, makeTournament, register } from './support/members';

/**
 * Issue 20's waiting lists on the screens: a member joins and leaves a full
 * tournament's and a full Par 3 night's list; moves up by themself when
 * another member withdraws (seen on the dashboard, and told by mail); an admin
 * sees the list in the registrations dialog, in order, and removes someone or
 * moves someone to the top.
 */

/** A callable's answer: the functions emulator may first start a worker, slow on a loaded machine. */
const CALLABLE = { timeout: 30_000 };

const place = (parent: string, uid: string) => emulatorDb().doc(`${parent}/waitlist/${uid}`).get();
const counter = async (path: string, field: string) => Number((await emulatorDb().doc(path).get()).get(field) ?? 0);

test.describe('waiting lists', () => {
  test("a member joins and leaves a full tournament's list, and moves up when another member withdraws", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = `Waiting Cup ${Date.now()}`;
    const id = await makeTournament(name, { maxParticipants: 1 });
    const holder = await makeActiveMember('Hal Holder');
    const waiter = await makeActiveMember('Wes Waiter');
    await register(id, holder);
    const sink = await startSmtpSink(emulatorSmtpPort('functions/.env.demo-clubhouse'));
    try {
      await signIn(page, waiter);
      await page.goto(`/tournament/${id}/register`);
      await expect(page.getByText('This tournament is full')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm Registration' })).toHaveCount(0);
      // The same handicap field as the registration, filled from the profile.
      await expect(page.getByLabel('Your Handicap')).toHaveValue('18.4');
      await page.getByRole('button', { name: 'Join Waiting List' }).click();
      await expect(page.getByText('You are number 1 on the waiting list').first()).toBeVisible(CALLABLE);
      await expect.poll(async () => (await place(`tournaments/${id}`, waiter.uid)).get('handicap')).toBe(18.4);
      expect(await counter(`tournaments/${id}`, 'waitlistCount')).toBe(1);

      await page.getByRole('button', { name: 'Leave Waiting List' }).click();
      await expect(page.getByText('You have left the waiting list')).toBeVisible(CALLABLE);
      await expect(page.getByRole('button', { name: 'Join Waiting List' })).toBeVisible();
      await expect.poll(async () => (await place(`tournaments/${id}`, waiter.uid)).exists).toBe(false);
      expect(await counter(`tournaments/${id}`, 'waitlistCount')).toBe(0);

      await page.getByRole('button', { name: 'Join Waiting List' }).click();
      await expect(page.getByText('You are number 1 on the waiting list').first()).toBeVisible(CALLABLE);

      // The dashboard lists the waiting place beside the registrations.
      await page.goto('/dashboard');
      const leave = page.getByRole('button', { name: `Leave the waiting list of ${name}` });
      await expect(leave).toBeVisible();
      await expect(page.getByRole('listitem').filter({ has: leave }).getByText('You are number 1 on the waiting list')).toBeVisible(
        CALLABLE,
      );
      await expect(page.getByRole('button', { name: `Withdraw from ${name}` })).toHaveCount(0);

      // The holder withdraws on their own dashboard; the waiter's dashboard follows by itself.
      const other = await browser.newContext(projectContextOptions(testInfo));
      try {
        const holderPage = await other.newPage();
        await signIn(holderPage, holder);
        await holderPage.getByRole('button', { name: `Withdraw from ${name}` }).click();
        await holderPage.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
        await expect(holderPage.getByText(`You have withdrawn from ${name}`)).toBeVisible(CALLABLE);
        // Whoever freed the place is not told who took it.
        await expect(holderPage.getByText(waiter.fullName)).toHaveCount(0);
      } finally {
        await other.close();
      }
      await expect(page.getByRole('button', { name: `Withdraw from ${name}` })).toBeVisible(CALLABLE);
      await expect(leave).toHaveCount(0);
      const stored = await emulatorDb().doc(`tournaments/${id}`).get();
      expect(stored.get('registeredCount')).toBe(1);
      expect(stored.get('waitlistCount')).toBe(0);
      expect((await emulatorDb().doc(`tournaments/${id}/registrations/${waiter.uid}`).get()).get('fullName')).toBe(waiter.fullName);

      // The mail reaches the sink (the outbox delivers it over SMTP).
      await expect
        .poll(() => sink.received.some((m) => m.to.includes(waiter.email) && m.raw.includes('A place freed up')), { timeout: 30_000 })
        .toBe(true);
    } finally {
      await sink.close();
      await emulatorDb().recursiveDelete(emulatorDb().doc(`tournaments/${id}`));
    }
  });

  test("a member joins and leaves a Par 3 night's list with the registration's fields", async ({ page }) => {
    test.setTimeout(120_000);
    const db = emulatorDb();
    const name = `Waiting Wednesday ${Date.now()}`;
    const ref = await makeFullPar3Night(name);
    try {
      const member = await makeActiveMember('Pat Patient');
      await signIn(page, member);
      await page.goto(`/par3-event/${ref.id}/register`);
      await expect(page.getByText('No tee times available')).toBeVisible();
      await page.getByLabel('Dietary Requirements').fill('No shellfish');
      await page.getByRole('button', { name: 'Join Waiting List' }).click();
      await expect(page.getByText('You are number 1 on the waiting list').first()).toBeVisible(CALLABLE);
      await expect.poll(async () => (await place(ref.path, member.uid)).exists).toBe(true);
      expect(await counter(ref.path, 'waitlistCount')).toBe(1);
      expect((await db.doc(`profiles/${member.uid}`).get()).get('dietaryRequirements')).toBe('No shellfish');

      await page.goto('/dashboard');
      await expect(page.getByRole('button', { name: `Leave the waiting list of ${name}` })).toBeVisible();

      await page.goto(`/par3-event/${ref.id}/register`);
      await page.getByRole('button', { name: 'Leave Waiting List' }).click();
      await expect(page.getByText('You have left the waiting list')).toBeVisible(CALLABLE);
      await expect(page.getByRole('button', { name: 'Join Waiting List' })).toBeVisible();
      await expect.poll(async () => (await place(ref.path, member.uid)).exists).toBe(false);
      expect(await counter(ref.path, 'waitlistCount')).toBe(0);
    } finally {
      await db.recursiveDelete(ref);
    }
  });

  test("an admin sees a tournament's list in order, moves someone to the top, removes someone, and a freed place goes to the head", async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const name = `Queue Cup ${Date.now()}`;
    const id = await makeTournament(name, { maxParticipants: 1 });
    const holder = await makeActiveMember('Hana Holder');
    await register(id, holder);
    const [ann, ben, cat] = await Promise.all(['Ann Early', 'Ben Middle', 'Cat Late'].map((n) => makeActiveMember(n)));
    if (!ann || !ben || !cat) throw new Error('members not made');
    // Waiting places as the join callable writes them, a second apart.
    const db = emulatorDb();
    const start = Date.now() - 60_000;
    for (const [i, m] of [ann, ben, cat].entries()) {
      await db.doc(`tournaments/${id}/waitlist/${m.uid}`).set({
        memberId: m.uid,
        joinedAt: Timestamp.fromMillis(start + i * 1000),
        handicap: 10 + i,
        fullName: m.fullName,
      });
    }
    await db.doc(`tournaments/${id}`).update({ waitlistCount: 3 });
    try {
      await page.goto('/admin?tab=tournaments');
      await expect(page.getByRole('heading', { name: 'Manage Tournaments' })).toBeVisible();
      await page.getByRole('button', { name: `Registrations of ${name}`, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: new RegExp(`Registrations: ${escapeRegExp(name)}`) });
      const list = dialog.getByRole('list', { name: 'Waiting list' });
      const order = () => list.getByRole('listitem').locator('p:first-child').allInnerTexts();
      await expect.poll(order).toEqual(['1. Ann Early', '2. Ben Middle', '3. Cat Late']);

      await dialog.getByRole('button', { name: 'Move to top Cat Late' }).click();
      await expect(page.getByText('Moved to the top of the waiting list')).toBeVisible(CALLABLE);
      await expect.poll(order).toEqual(['1. Cat Late', '2. Ann Early', '3. Ben Middle']);

      await dialog.getByRole('button', { name: 'Remove Ann Early from the waiting list' }).click();
      await expect(page.getByText('Removed from the waiting list')).toBeVisible(CALLABLE);
      await expect.poll(order).toEqual(['1. Cat Late', '2. Ben Middle']);
      await expect.poll(() => counter(`tournaments/${id}`, 'waitlistCount')).toBe(2);

      // Removing the registered member frees the place: the head of the list takes it.
      await dialog.getByRole('button', { name: `Remove ${holder.fullName}`, exact: true }).click();
      await expect(page.getByText('Member unregistered')).toBeVisible(CALLABLE);
      await expect.poll(order).toEqual(['1. Ben Middle']);
      await expect.poll(async () => (await db.doc(`tournaments/${id}/registrations/${cat.uid}`).get()).exists).toBe(true);
      expect(await counter(`tournaments/${id}`, 'registeredCount')).toBe(1);
      expect(await counter(`tournaments/${id}`, 'waitlistCount')).toBe(1);
    } finally {
      await db.recursiveDelete(db.doc(`tournaments/${id}`));
    }
  });
});

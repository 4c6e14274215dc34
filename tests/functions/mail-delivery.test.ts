/**
 * Mail on the emulators, delivered to a real SMTP server: the sign-up notice
 * to admins, sendTestEmail, and a failed delivery recorded then retried.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDueMail } from '../../functions/src/mail/deliver';
import { useSmtpSink } from './triggers-helpers';
import { call, closeAdmin, createUser, db, profileFor, read, readAs, waitFor } from './helpers';

afterAll(closeAdmin);

const smtp = useSmtpSink();

const delivery = async (id: string) => (await read(`mail/${id}`))?.delivery as Record<string, unknown> | undefined;

describe('sign-up notice', () => {
  it('mails every admin about a new pending member, escaping the html', async () => {
    await createUser('boss', { admin: true, profile: { membershipStatus: 'active' } });
    await createUser('chief', { admin: true, profile: { membershipStatus: 'active' } });
    await createUser('newbie', { profile: { fullName: 'Nora <b>New</b>', phone: '+971 55 000 1111' } });

    const mails = await waitFor(
      async () => (await db.collection('mail').where('memberId', '==', 'newbie').get()).docs,
      (docs) => docs.length === 2,
      { what: 'two sign-up mails' },
    );
    expect(mails.map((d) => d.get('to')).sort()).toEqual(['boss@example.com', 'chief@example.com']);
    const first = mails[0]?.data() ?? {};
    expect(first.subject).toBe('New member sign-up: Nora <b>New</b>');
    expect(first.text).toContain('newbie@example.com');
    expect(first.text).toContain('+971 55 000 1111');
    expect(first.html).toContain('Nora &lt;b&gt;New&lt;/b&gt;');
    expect(first.html).toContain('/admin');

    const aboutNora = () => smtp().received.filter((m) => m.raw.includes('newbie@example.com'));
    await waitFor(
      () => Promise.resolve(aboutNora().length),
      (n) => n === 2,
      { what: 'two delivered mails' },
    );
    const toBoss = aboutNora().find((m) => m.to.includes('boss@example.com'));
    expect(toBoss?.raw).toContain('Subject: New member sign-up: Nora <b>New</b>');
    expect(toBoss?.raw).toContain('newbie@example.com');
    for (const doc of mails) {
      expect(
        await waitFor(
          () => delivery(doc.id),
          (d) => d?.state === 'success',
        ),
      ).toMatchObject({ attempts: 1, error: null });
      // The outbox document, as queued and as delivered, has the mail schema's shape.
      expect(await readAs('mail', `mail/${doc.id}`)).toMatchObject({ memberId: 'newbie', delivery: { state: 'success' } });
    }
  }, 60_000); // the first mail waits for a cold Functions emulator (11-19 s on a loaded machine)

  // Triggers run 1-2 s after a write: wait for the profile's card, then a little longer for the notice trigger.
  const settle = async (uid: string) => {
    await waitFor(
      () => read(`members/${uid}`),
      (c) => c !== undefined,
      { what: `${uid}'s card` },
    );
    await new Promise((r) => setTimeout(r, 2000));
  };

  it('sends nothing when there is no admin', async () => {
    await createUser('solo', { profile: { fullName: 'Solo' } });
    await settle('solo');
    expect((await db.collection('mail').get()).size).toBe(0);
  });

  it('sends nothing for a profile that is not pending', async () => {
    await createUser('boss', { admin: true, profile: { membershipStatus: 'active' } });
    await db.doc('profiles/guest1').set(profileFor('guest1', 'g@example.com', { membershipStatus: 'active' }));
    await settle('guest1');
    expect((await db.collection('mail').get()).size).toBe(0);
  });
});

describe('sendTestEmail', () => {
  it('delivers and answers success to an admin; refuses members and bad addresses', async () => {
    const admin = await createUser('boss', { admin: true, profile: { membershipStatus: 'active' } });
    const member = await createUser('joe', { profile: { membershipStatus: 'active' } });

    const outcome = await call('sendTestEmail', { to: 'someone@example.com' }, admin.token);
    expect(outcome).toMatchObject({ ok: true, data: { state: 'success' } });
    expect(smtp().received.map((m) => m.to)).toContainEqual(['someone@example.com']);

    expect(await call('sendTestEmail', { to: 'someone@example.com' }, member.token)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(await call('sendTestEmail', { to: 'someone@example.com' })).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await call('sendTestEmail', { to: 'not-an-email' }, admin.token)).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      message: 'to: Invalid email address',
    });
  });

  it('reports the SMTP error when delivery fails', async () => {
    const admin = await createUser('boss', { admin: true, profile: { membershipStatus: 'active' } });
    smtp().rejectNext(1);
    const outcome = await call('sendTestEmail', { to: 'someone@example.com' }, admin.token);
    expect(outcome).toMatchObject({ ok: false, code: 'unavailable' });
    expect(outcome.ok ? '' : outcome.message).toContain('Mailbox unavailable');
  });
});

describe('failed delivery', () => {
  it('is recorded, then retried by the retry job and delivered', async () => {
    smtp().rejectNext(1);
    const ref = await db.collection('mail').add({
      to: 'member@example.com',
      subject: 'Retry me',
      text: 'Hello',
      html: '<p>Hello</p>',
      createdAt: new Date(),
      delivery: { state: 'pending', attempts: 0, error: null, lastAttemptAt: null },
    });
    const failed = await waitFor(
      () => delivery(ref.id),
      (d) => d?.state === 'error',
      { what: 'the failure' },
    );
    expect(failed).toMatchObject({ attempts: 1 });
    expect(String(failed?.error)).toContain('Mailbox unavailable');
    expect(smtp().received).toHaveLength(0);

    // Not due yet: the job leaves it alone.
    expect(await retryDueMail(db, new Date())).toBe(0);
    // An hour later it is due: the job sends it again.
    expect(await retryDueMail(db, new Date(Date.now() + 60 * 60_000))).toBe(1);
    const delivered = await waitFor(
      () => delivery(ref.id),
      (d) => d?.state === 'success',
      { what: 'the retry' },
    );
    expect(delivered).toMatchObject({ attempts: 2, error: null });
    expect((await readAs('mail', `mail/${ref.id}`))?.delivery.deliveredAt).toBeInstanceOf(Date);
    expect(smtp().received.map((m) => m.to)).toEqual([['member@example.com']]);
  });

  it('stays in error with its message after the last attempt', async () => {
    const ref = await db.collection('mail').add({
      to: 'member@example.com',
      subject: 'Last chance',
      text: 'Hello',
      html: '<p>Hello</p>',
      createdAt: new Date(),
      delivery: { state: 'pending', attempts: MAX_ATTEMPTS - 1, error: null, lastAttemptAt: null },
    });
    smtp().rejectNext(1);
    const failed = await waitFor(
      () => delivery(ref.id),
      (d) => d?.state === 'error',
      { what: 'the final failure' },
    );
    expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(String(failed?.error)).toContain('Mailbox unavailable');
    expect(await retryDueMail(db, new Date(Date.now() + 24 * 60 * 60_000))).toBe(0);
  });
});

/**
 * Member mails on the emulators (issue 20), read back from a real SMTP server:
 * registered (by themself or an admin), withdrawn, removed by an admin, moved
 * up from a waiting list; each names the society, has text and HTML parts and
 * the event's .ics, never another member's details, and follows the member's
 * emailPreferences.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { makePar3Event, makeTournament } from './callables-helpers';
import { useSmtpSink } from './triggers-helpers';
import { call, closeAdmin, createUser, db, waitFor, type TestUser } from './helpers';

afterAll(closeAdmin);

const SOCIETY = 'Clubhouse Golf Society';

const smtp = useSmtpSink();

type Mail = Record<string, unknown> & {
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string }[];
};

/** The outbox documents to a member about themself (not the sign-up notice to admins), waiting until there are `n`. */
const toMember = (uid: string) => db.collection('mail').where('memberId', '==', uid).where('to', '==', `${uid}@example.com`);

async function mailsOf(uid: string, n: number): Promise<Mail[]> {
  const docs = await waitFor(
    async () => (await toMember(uid).get()).docs,
    (d) => d.length >= n,
    { what: `${n} mail(s) to ${uid}`, timeoutMs: 30_000 },
  );
  return docs.map((d) => d.data() as Mail).sort((a, b) => a.subject.localeCompare(b.subject));
}

const delivered = (email: string) => smtp().received.filter((m) => m.to.includes(email));

describe('member mails', () => {
  let admin: TestUser;
  let ann: TestUser;
  let ben: TestUser;

  beforeEach(async () => {
    admin = await createUser('boss', { admin: true, profile: { fullName: 'Boss Admin', membershipStatus: 'active' } });
    ann = await createUser('ann', { profile: { fullName: 'Ann Able' } });
    ben = await createUser('ben', { profile: { fullName: 'Ben Bold' } });
  });

  it('confirms a registration with the event, the arrival time, the society and the .ics, delivered over SMTP', async () => {
    await makeTournament('cup', { name: 'Spring Cup', teeOffTime: '08:00', location: 'Dubai Creek' });
    expect((await call('registerForTournament', { tournamentId: 'cup', handicap: 10 }, ann.token)).ok).toBe(true);

    const [mail] = await mailsOf('ann', 1);
    expect(mail?.to).toBe('ann@example.com');
    expect(mail?.subject).toBe(`You're registered: Spring Cup (${SOCIETY})`);
    expect(mail?.text).toContain('Hello Ann Able');
    expect(mail?.text).toContain('Dubai Creek');
    expect(mail?.text).toContain('Please arrive by 07:30 (30 minutes before tee-off)');
    expect(mail?.text).toContain(SOCIETY);
    expect(mail?.html).toContain('<p>Hello Ann Able,</p>');
    const ics = mail?.attachments?.[0];
    expect(ics?.filename).toBe('event.ics');
    expect(ics?.content).toContain('UID:tournament-cup@clubhouse');
    expect(ics?.content).toContain('BEGIN:VALARM');

    await waitFor(
      () => Promise.resolve(delivered('ann@example.com').length),
      (n) => n === 1,
      { what: 'the delivered confirmation', timeoutMs: 30_000 },
    );
    const raw = delivered('ann@example.com')[0]?.raw ?? '';
    expect(raw).toContain('Spring Cup');
    expect(raw).toMatch(/text\/plain/);
    expect(raw).toMatch(/text\/html/);
    expect(raw).toMatch(/filename="?event\.ics/);
  }, 90_000);

  it('tells a member an admin registered them, then removed them; a withdrawal frees the place for the head, who is told', async () => {
    await makeTournament('cup', { name: 'Spring Cup', maxParticipants: 1 });
    expect((await call('registerForTournament', { tournamentId: 'cup', handicap: 10, memberId: 'ann' }, admin.token)).ok).toBe(true);
    expect((await call('joinTournamentWaitlist', { tournamentId: 'cup', handicap: 5 }, ben.token)).ok).toBe(true);
    expect((await call('withdrawFromTournament', { tournamentId: 'cup', memberId: 'ann' }, admin.token)).ok).toBe(true);

    const annMails = await mailsOf('ann', 2);
    expect(annMails.map((m) => m.subject)).toEqual([
      `You're registered: Spring Cup (${SOCIETY})`,
      `Your registration was removed: Spring Cup (${SOCIETY})`,
    ]);
    expect(annMails[0]?.text).toContain(`${SOCIETY} has registered you for Spring Cup`);
    expect(annMails[1]?.attachments?.[0]?.content).toContain('STATUS:CANCELLED');
    // Whoever freed the place learns nothing about who took it.
    for (const m of annMails) expect(`${m.text}${m.html}`).not.toContain('Ben');

    const [moved] = await mailsOf('ben', 1);
    expect(moved?.subject).toBe(`A place freed up: you're in: Spring Cup (${SOCIETY})`);
    expect(moved?.text).toContain('you moved up from the waiting list');
    expect(`${moved?.text}${moved?.html}`).not.toContain('Ann');

    // Ben withdraws himself: "You have withdrawn".
    expect((await call('withdrawFromTournament', { tournamentId: 'cup' }, ben.token)).ok).toBe(true);
    const benMails = await mailsOf('ben', 2);
    expect(benMails.map((m) => m.subject)).toContain(`You have withdrawn: Spring Cup (${SOCIETY})`);
  }, 90_000);

  it('sends a Par 3 confirmation with the tee time, and nothing to a member who switched confirmations off', async () => {
    await makePar3Event('night', { t1: { teeTime: '18:30' } }, { name: 'Week 9' });
    await db.doc('profiles/ben').update({ emailPreferences: { confirmations: false, reminders: true } });
    expect((await call('registerForPar3', { eventId: 'night', teeTimeId: 't1' }, ann.token)).ok).toBe(true);
    expect((await call('registerForPar3', { eventId: 'night', teeTimeId: 't1' }, ben.token)).ok).toBe(true);

    const [mail] = await mailsOf('ann', 1);
    expect(mail?.text).toContain('tee time 18:30');
    expect(mail?.text).toContain('Please arrive by 18:15 (15 minutes before your tee time)');
    await new Promise((r) => setTimeout(r, 2000));
    expect((await toMember('ben').get()).size).toBe(0);
  }, 90_000);
});

/**
 * The demo season on its day of play (issue 28, decision 0023): `npm start`
 * shows the day at once. Signed in as the demo member on a phone, the
 * dashboard leads with today's tournament, the member's tee time, partners and
 * marker (the member marks the group), and its one large button opens the
 * group's card with the holes the seed entered, at the core's points.
 */
import { DEMO_MEMBER } from '../../scripts/seed/accounts';
import { sameDubaiDay } from '../../scripts/seed/dates';
import { cardValues } from '../../src/lib/scoring';
import { emulatorDb } from './support/admin-sdk';
import { onHole, openCardView } from './support/card-screen';
import { expect, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

/** Today's seeded tournament, its course and the demo member's group as stored. */
async function todaysGroup() {
  const db = emulatorDb();
  const published = await db.collection('tournaments').where('groupsPublished', '==', true).get();
  // Other specs make tournaments of their own today, with their own members: the seed's is the one the demo member marks in.
  const today = published.docs.filter((t) => sameDubaiDay(t.get('date').toDate() as Date, new Date()));
  if (today.length === 0) {
    // The seed's day is the day it ran (Dubai time): a run that crosses midnight there (20:00 UTC) finds it yesterday's.
    const seeded = ((await db.doc('tournaments/majlis-stableford').get()).get('date') as { toDate(): Date } | undefined)?.toDate();
    throw new Error(
      seeded && !sameDubaiDay(seeded, new Date())
        ? `The seed's day of play (${seeded.toISOString()}) is not today in Dubai: the run crossed midnight there; seed again`
        : 'The seed has no tournament today with published groups',
    );
  }
  const marked = await Promise.all(
    today.map(async (t) => ({ tournament: t, groups: await t.ref.collection('groups').where('markerId', '==', DEMO_MEMBER.uid).get() })),
  );
  const found = marked.find((m) => !m.groups.empty);
  if (!found) throw new Error('The demo member marks no group today');
  const { tournament } = found;
  const group = found.groups.docs[0]!;
  const memberIds = group.get('memberIds') as string[];
  const course = (await db.doc(`courses/${String(tournament.get('courseId'))}`).get()).data() as {
    holes: { par: number; strokeIndex: number }[];
    tees: { name: string; courseRating: number; slopeRating: number }[];
  };
  const players = await Promise.all(
    memberIds.map(async (id) => {
      const [registration, card] = await Promise.all([
        tournament.ref.collection('registrations').doc(id).get(),
        tournament.ref.collection('cards').doc(id).get(),
      ]);
      const strokes = (card.get('strokes') ?? {}) as Record<string, number | null>;
      const tee = course.tees.find((t) => t.name === tournament.get('teeName')) ?? null;
      const values = cardValues(
        registration.get('handicap') as number | null,
        course.holes,
        tee,
        tournament.get('handicapAllowance') as number,
        strokes,
      );
      return {
        id,
        name: String(registration.get('fullName')),
        strokes,
        points: values.totals.points,
        thru: values.totals.thru,
        stored: card.get('points') as number,
      };
    }),
  );
  return {
    name: String(tournament.get('name')),
    location: String(tournament.get('location')),
    teeTime: String(group.get('teeTime')),
    players,
  };
}

test.describe('the demo season on its day of play', () => {
  test("the demo member's dashboard leads with today's tournament and opens the group's card with the holes entered", async ({
    memberPage: page,
  }) => {
    const today = await todaysGroup();
    const partners = today.players.filter((p) => p.id !== DEMO_MEMBER.uid);
    const me = today.players.find((p) => p.id === DEMO_MEMBER.uid);
    expect(me?.thru).toBeGreaterThan(0);
    await page.setViewportSize(PHONE);
    await page.reload();

    const card = page.getByTestId('next-event');
    await expect(card.getByTestId('next-event-name')).toHaveText(today.name);
    await expect(card.getByText('Today', { exact: true })).toBeVisible();
    await expect(card.getByTestId('next-event-when')).toContainText(today.location);
    await expect(card.getByTestId('next-event-tee')).toHaveText(today.teeTime);
    for (const p of partners) await expect(card.getByTestId('next-event-partners')).toContainText(p.name);
    await expect(card.getByTestId('next-event-marker')).toHaveText('Marker: You');
    // All of it without scrolling, on a 390 px phone.
    const open = card.getByTestId('open-card');
    await expect(open).toHaveText("Open the group's card");
    await expect(open).toBeInViewport({ ratio: 1 });
    await expect(card.getByTestId('next-event-score')).toContainText(`${me?.points} pts · thru ${me?.thru}`);

    await open.click();
    // The card opens on the first hole nobody has entered; the holes before it show as entered.
    const next = (me?.thru ?? 0) + 1;
    await onHole(page, next, 30_000);
    const strip = page.getByRole('navigation', { name: 'Holes' });
    for (let hole = 1; hole <= (me?.thru ?? 0); hole++) {
      await expect(strip.getByRole('button', { name: `Hole ${hole} (entered)` })).toBeVisible();
    }
    await expect(strip.getByRole('button', { name: `Hole ${next} (to play)` })).toBeVisible();

    // The whole card: each player's points are the core's for the strokes entered (and the functions' stored ones).
    await openCardView(page);
    for (const p of today.players) {
      expect(p.stored).toBe(p.points);
      await expect(page.getByRole('region', { name: `Card of ${p.name}` }).getByTestId('card-totals')).toContainText(
        `${p.points} points · ${Object.values(p.strokes).reduce<number>((sum, s) => sum + (s ?? 0), 0)} strokes`,
      );
      await expect(page.getByRole('region', { name: `Card of ${p.name}` }).getByTestId('card-totals')).toContainText(
        `thru ${p.thru} of 18`,
      );
    }
  });
});

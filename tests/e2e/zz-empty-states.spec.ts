import type { DocumentReference } from 'firebase-admin/firestore';
import { emulatorDb } from './support/admin-sdk';
import { cutFirestore, expect, test } from './support/fixtures';

/**
 * The public pages' empty states and a failed read, which the seeded season
 * never shows. Each test takes the documents behind a state away with the
 * Admin SDK and writes them back, same ids and fields, when it ends (this file
 * runs last; the shared season is left as it was found). Scores are never
 * touched: standings and the Par 3 leaderboard are the functions' derived
 * documents, saved and written back directly.
 */

const GENERIC_ERROR = 'An error occurred. Please try again or contact support if the problem persists';

/**
 * Runs `body` with the documents removed (`change` null) or with `change`
 * applied to each, then writes every saved document back exactly as it was.
 */
async function whileChanged(refs: DocumentReference[], change: Record<string, unknown> | null, body: () => Promise<void>) {
  const db = emulatorDb();
  const saved = await Promise.all(refs.map(async (ref) => ({ ref, data: (await ref.get()).data() })));
  try {
    const batch = db.batch();
    for (const { ref, data } of saved) {
      if (!data) continue;
      if (change) batch.update(ref, change);
      else batch.delete(ref);
    }
    await batch.commit();
    await body();
  } finally {
    const batch = db.batch();
    for (const { ref, data } of saved) {
      if (data) batch.set(ref, data);
      else batch.delete(ref);
    }
    await batch.commit();
  }
}

async function refsOf(path: string, field?: string, value?: unknown): Promise<DocumentReference[]> {
  const collection = emulatorDb().collection(path);
  const snapshot = await (field ? collection.where(field, '==', value) : collection).get();
  return snapshot.docs.map((d) => d.ref);
}

test.describe('public empty states', () => {
  test('home: no active slides, default texts, birdie board only above 0 birdies, then no standings at all', async ({ page }) => {
    const db = emulatorDb();
    const standingsRef = db.doc('standings/current');
    const standings = (await standingsRef.get()).data();
    expect(standings).toBeDefined();
    const birdieLeaders = standings?.birdieLeaders as Record<string, unknown>[];
    expect(birdieLeaders.length).toBeGreaterThan(0);
    const slides = await refsOf('heroSlides', 'isActive', true);
    expect(slides.length).toBeGreaterThan(0);

    // Slides and the home page's stored texts removed together.
    await whileChanged([...slides, db.doc('pageContent/home')], null, () =>
      whileChanged([standingsRef], { birdieLeaders: birdieLeaders.map((row) => ({ ...row, birdies: 0 })) }, async () => {
        await page.goto('/');
        await expect(page.getByText('No hero slides available')).toBeVisible();
        await expect(page.getByRole('button', { name: /^Go to slide/ })).toHaveCount(0);
        // Without stored texts, the features block and the call to action have the defaults' words.
        await expect(page.getByRole('heading', { level: 2, name: 'Why play with us', exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'Ready to tee off with us?', exact: true })).toBeVisible();

        // Rows with 0 birdies are not leaders: the board says so while the other boards still list.
        await expect(page.getByText('No birdies recorded yet this season. Be the first to add some scores!')).toBeVisible();
        await expect(page.getByRole('list', { name: 'Birdie leaders', exact: true })).toHaveCount(0);
        await expect(page.getByRole('list', { name: 'Top scorers', exact: true }).getByRole('listitem').first()).toBeVisible();
        await expect(page.getByRole('list', { name: 'Team standings', exact: true }).getByRole('listitem').first()).toBeVisible();

        // No standings document at all (before the first score): every board has its own words, live.
        await standingsRef.delete();
        await expect(page.getByText('No team standings yet. Tournaments coming soon!')).toBeVisible();
        await expect(page.getByText('No individual scores yet. Check back after the first tournament!')).toBeVisible();
        await expect(page.getByText('No birdies recorded yet this season. Be the first to add some scores!')).toBeVisible();
        await expect(page.getByRole('list', { name: 'Team standings', exact: true })).toHaveCount(0);
        await expect(page.getByRole('list', { name: 'Top scorers', exact: true })).toHaveCount(0);
      }),
    );
  });

  test('sponsors: with every sponsor inactive, none is shown and the page says so', async ({ page }) => {
    const sponsors = await refsOf('sponsors', 'active', true);
    expect(sponsors.length).toBeGreaterThan(0);
    const names = await Promise.all(sponsors.map(async (ref) => String((await ref.get()).get('name'))));
    await whileChanged(sponsors, { active: false }, async () => {
      await page.goto('/sponsors');
      await expect(page.getByText('No active sponsors at the moment.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /Partners$/ })).toHaveCount(0);
      for (const name of names) await expect(page.getByText(name, { exact: true })).toHaveCount(0);
    });
  });

  test('past tournaments: none completed', async ({ page }) => {
    const completed = await refsOf('tournaments', 'status', 'completed');
    expect(completed.length).toBeGreaterThan(0);
    await whileChanged(completed, null, async () => {
      await page.goto('/past-tournaments');
      await expect(page.getByText('No completed tournaments yet.')).toBeVisible();
      await expect(page.getByRole('list', { name: 'Completed tournaments' })).toHaveCount(0);
    });
  });

  test('Par 3 League: no leaderboard yet', async ({ page }) => {
    await whileChanged([emulatorDb().doc('par3Standings/current')], null, async () => {
      await page.goto('/par3-league');
      await expect(page.getByText('No scores recorded yet. Be the first to compete!')).toBeVisible();
      await expect(page.getByRole('table', { name: 'Par 3 leaderboard' })).toHaveCount(0);
    });
  });

  test('join: without stored texts the membership card shows the defaults and the 10 default benefits', async ({ page }) => {
    await whileChanged([emulatorDb().doc('pageContent/join')], null, async () => {
      await page.goto('/join');
      await expect(page.getByRole('heading', { level: 2, name: 'Annual Membership' })).toBeVisible();
      await expect(page.getByText('500 AED', { exact: true })).toBeVisible();
      await expect(page.getByText('per year', { exact: true })).toBeVisible();
      const benefits = page.getByRole('list', { name: 'Membership benefits' }).getByRole('listitem');
      await expect(benefits).toHaveCount(10);
      await expect(benefits.first()).toHaveText('Entry to all tournaments and society events');
      await expect(benefits.last()).toHaveText('Priority registration for events');
    });
  });

  test('a failed read shows the error with "Try again", not the empty text', async ({ page }) => {
    // A leaderboard document that breaks its schema (written past the rules with the Admin SDK): the read fails for real.
    const ref = emulatorDb().doc('par3Standings/current');
    const saved = (await ref.get()).data();
    expect(saved).toBeDefined();
    await whileChanged([ref], { entries: 'not a list' }, async () => {
      await page.goto('/par3-league');
      const alert = page.getByRole('alert').filter({ hasText: GENERIC_ERROR });
      await expect(alert).toBeVisible();
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByText('No scores recorded yet. Be the first to compete!')).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Par 3 leaderboard' })).toHaveCount(0);

      // Try again reads again: still broken, still the error (never the empty text).
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(alert).toBeVisible();
      await expect(page.getByText('No scores recorded yet. Be the first to compete!')).toHaveCount(0);

      // Mended: the leaderboard is back.
      await ref.set(saved ?? {});
      await expect(page.getByRole('table', { name: 'Par 3 leaderboard' })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: GENERIC_ERROR })).toHaveCount(0);
    });
  });

  test('Firestore out of reach with nothing cached: the network error with "Try again", never the empty text; the list fills in once it is back', async ({
    page,
  }) => {
    const names = (await emulatorDb().collection('sponsors').where('active', '==', true).get()).docs.map((d) => String(d.get('name')));
    expect(names.length).toBeGreaterThan(0);
    // A fresh browser (no cache) whose every Firestore request fails, as on a phone with no signal.
    const reconnect = await cutFirestore(page);
    await page.goto('/sponsors');
    const alert = page.getByRole('alert').filter({ hasText: 'Network error. Please check your connection' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('No active sponsors at the moment.')).toHaveCount(0);

    // The connection comes back: the sponsors appear (live, or on Try again), and the error goes.
    await reconnect();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(names[0] ?? '', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(alert).toHaveCount(0);
    await expect(page.getByText('No active sponsors at the moment.')).toHaveCount(0);
  });
});

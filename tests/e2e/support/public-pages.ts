/**
 * Helpers for the public-site specs, which compare each screen with the seeded
 * season read through the Admin SDK (as the app reads it, decision 0009).
 */
import type { Download, Page } from '@playwright/test';
import { CURRENT } from '../../../src/lib/schemas/collections';
import { emulatorDb, readAs } from './admin-sdk';
import { expect } from './fixtures';

/** The society's time zone, in which the pages show dates and times. */
export const SOCIETY_TZ = 'Asia/Dubai';

/** The one standings document the functions keep (`current`), as the app reads it. */
export async function current<K extends 'standings' | 'par3Standings'>(name: K) {
  const doc = await readAs(name, `${name}/${CURRENT}`);
  if (!doc) throw new Error(`${name}/${CURRENT} is missing`);
  return doc;
}

/** The season's first tournament by date (the first that /tournaments lists): its id and name. */
export async function firstTournament(): Promise<{ id: string; name: string }> {
  const snapshot = await emulatorDb().collection('tournaments').orderBy('date', 'asc').limit(1).get();
  const doc = snapshot.docs[0];
  if (!doc) throw new Error('The seeded season has no tournament');
  return { id: doc.id, name: String(doc.get('name')) };
}

/** Texts of the list items of the list with this accessible name. */
export async function listTexts(page: Page, name: string): Promise<string[]> {
  const list = page.getByRole('list', { name, exact: true });
  await expect(list.getByRole('listitem').first()).toBeAttached();
  // Text content, not rendered text: a section below the fold is not rendered until it nears the screen
  // (content-visibility: auto, src/components/layout/below-the-fold.tsx), and its rendered text is empty.
  return list.getByRole('listitem').allTextContents();
}

/** The text of a downloaded file. */
export async function downloaded(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r\n[ \t]/g, '');
}

/** An ICS UTC stamp (20260412T033000Z) of a moment. */
export function icsStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * Lets the page finish what it has queued (React renders and effects run as
 * posted-message tasks, which the paused test clock does not hold back): a
 * few message round trips, no waiting on the wall clock.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 5; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  });
}

export async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

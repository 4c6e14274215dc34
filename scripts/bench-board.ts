/**
 * The live board's figures for `npm run bench` (issue 29; `npm run bench -- --board` runs only these):
 *
 * - latency: a marker's entry, written to the emulators as it reaches the server,
 *   until a visitor's /tournament/{id} in Chromium shows it (no reload): median
 *   and p95 over 20 entries;
 * - reads per view: the render function's X-Firestore-Reads for /tournament/{id}
 *   and the clubhouse screen with a field of 12, then of 120 (10x).
 *
 * It plays its own tournament today (`bench-board`) on its own course, written
 * with the Admin SDK as the day of play's functions keep cards, and removes it
 * afterwards. Figures only: nothing here fails.
 */
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/chromium';
import { useEmulatorEnv } from './lib/emulators';
import { PROJECT_ID } from './lib/run';

const ID = 'bench-board';
const COURSE = 'bench-board-course';
const HOLES = Array.from({ length: 18 }, (_, i) => ({ par: 4, strokeIndex: i + 1 }));
const WRITES = 20;

export interface BoardFigures {
  latencyP50: number;
  latencyP95: number;
  writes: number;
  /** Reads per view at 12 and 120 players: the tournament page and the clubhouse screen. */
  reads: { players: number; page: number; screen: number }[];
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const pct = (values: number[], p: number) => {
  const s = sorted(values);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? Number.NaN;
};

async function addPlayers(db: Firestore, from: number, count: number): Promise<void> {
  const batch = db.batch();
  for (let i = from; i < from + count; i++) {
    const uid = `bench-board-${i}`;
    batch.set(db.doc(`tournaments/${ID}/registrations/${uid}`), {
      memberId: uid,
      status: 'registered',
      registeredAt: new Date(),
      handicap: 10,
      fullName: `Bench Player ${i}`,
      teamId: null,
      teamName: '',
    });
    batch.set(db.doc(`tournaments/${ID}/cards/${uid}`), {
      strokes: { '1': 4 },
      playerStrokes: {},
      status: 'open',
      disputedHole: null,
      groupId: null,
      markerId: uid,
      handicapIndex: 10,
      courseHandicap: 10,
      playingHandicap: 10,
      gross: 4,
      net: 3,
      points: 3,
      birdies: 0,
      thru: 1,
    });
  }
  await batch.commit();
  const want = from + count;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const listed = Object.keys(((await db.doc(`tournamentBoards/${ID}`).get()).get('cards') ?? {}) as object).length;
    if (listed === want) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the board did not list ${want} cards within 2 minutes`);
}

async function readsOf(origin: string, path: string): Promise<number> {
  const response = await fetch(`${origin}${path}?bench=${Date.now()}`, { headers: { 'Cache-Control': 'no-cache' } });
  await response.arrayBuffer();
  return Number(response.headers.get('x-firestore-reads') ?? Number.NaN);
}

export async function boardFigures(origin: string, log: (line: string) => void = console.log): Promise<BoardFigures> {
  useEmulatorEnv();
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-board');
  const db = getFirestore(app);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    await db.doc(`courses/${COURSE}`).set({ name: 'Bench Links', holes: HOLES, tees: [] });
    await db.doc(`tournaments/${ID}`).set({
      name: 'Bench Board Cup',
      description: '',
      agenda: '',
      date: new Date(),
      teeOffTime: '08:00',
      location: 'Bench Links',
      format: 'team_event',
      maxParticipants: 200,
      isLeagueEvent: false,
      imageUrl: '',
      registrationFee: 0,
      status: 'upcoming',
      sponsorId: null,
      sponsorName: '',
      sponsorLogoUrl: '',
      registeredCount: 0,
      waitlistCount: 0,
      courseId: COURSE,
      teeName: '',
      handicapAllowance: 95,
      groupsPublished: true,
      hiddenHoles: 0,
    });
    await addPlayers(db, 0, 12);
    const reads = [];
    for (let i = 0; i < 3; i++) await readsOf(origin, `/tournament/${ID}`); // warm
    reads.push({
      players: 12,
      page: await readsOf(origin, `/tournament/${ID}`),
      screen: await readsOf(origin, `/tournament/${ID}/leaderboard`),
    });

    // Latency: one marker enters holes 2..21 (wrapping onto the 18 holes as new values), a visitor watches.
    const page = await browser.newPage();
    await page.goto(`${origin}/tournament/${ID}`);
    const cell = page.locator('tr[data-player="Bench Player 0"] [data-testid="gross"]');
    await cell.waitFor({ timeout: 30_000 });
    const took: number[] = [];
    let gross = Number(await cell.textContent());
    for (let i = 0; i < WRITES; i++) {
      const hole = (i % 17) + 2;
      const strokes = i < 17 ? 4 : 5; // the second pass over a hole adds one stroke, so the gross always moves
      gross += i < 17 ? 4 : 1;
      const started = performance.now();
      await db.doc(`tournaments/${ID}/cards/bench-board-0`).update({ [`strokes.${hole}`]: strokes });
      await page.waitForFunction(
        ([selector, want]) => document.querySelector(selector as string)?.textContent === String(want),
        ['tr[data-player="Bench Player 0"] [data-testid="gross"]', gross] as const,
        { timeout: 30_000, polling: 'raf' },
      );
      took.push(performance.now() - started);
    }
    log(`  board latency over ${WRITES} entries: p50 ${Math.round(pct(took, 50))} ms, p95 ${Math.round(pct(took, 95))} ms`);

    await addPlayers(db, 12, 108);
    reads.push({
      players: 120,
      page: await readsOf(origin, `/tournament/${ID}`),
      screen: await readsOf(origin, `/tournament/${ID}/leaderboard`),
    });
    for (const r of reads) log(`  board reads per view, ${r.players} players: /tournament/{id} ${r.page}, clubhouse screen ${r.screen}`);
    return { latencyP50: pct(took, 50), latencyP95: pct(took, 95), writes: WRITES, reads };
  } finally {
    await browser.close();
    await db.recursiveDelete(db.doc(`tournaments/${ID}`)).catch(() => undefined);
    await db
      .doc(`courses/${COURSE}`)
      .delete()
      .catch(() => undefined);
    await deleteApp(app);
  }
}

/**
 * Seeds the demo season into the running emulators (project demo-clubhouse).
 *
 *   tsx scripts/seed/index.ts [--size N]
 *
 * Size 1 is the demo season; 10 and 100 multiply members, scores, news,
 * registrations and Par 3 rounds for benchmarks. Seeding clears what a
 * previous seed left, so it can be run again at any time. The same size and
 * day always give the same data.
 */
import { pathToFileURL } from 'node:url';
import { DEMO_PROJECT_ID } from './accounts';
import { buildSource } from './build/index';
import { adminCaller } from './callables';
import { expectedCounters } from './derived';
import { seasonProblems } from './invariants';
import { joinWaitlists, registerEveryone, warmRegistrationWorkers } from './register';
import {
  boardsReady,
  cardsReady,
  countersProblems,
  dayCardsReady,
  derivedReady,
  digestsReady,
  expectedCards,
  memberCounted,
  outboxSettled,
  settleFor,
  teamCardsReady,
} from './settle';
import type { SeedSummary } from './types';
import {
  assertDemoProject,
  clearEmulators,
  closedEvents,
  dayOfPlaySetup,
  connect,
  createAccounts,
  enterCards,
  groupWrites,
  keyedPool,
  profileAndContentDocuments,
  publishedGroups,
  scoreDocuments,
  submitCards,
  teamDocuments,
  teamMemberWrite,
  useEmulators,
  writeBatches,
  writeDocuments,
} from './write';

export type { SeedSummary } from './types';

export const MAX_SIZE = 100;

export interface SeedOptions {
  /** Multiplier for benchmarks (1 to 100); 1 is the demo season. */
  size?: number;
  /** The day the season is built around (events before it are played). Default: now. */
  today?: Date;
  /** Default: GCLOUD_PROJECT (set by `firebase emulators:exec`) or demo-clubhouse. Must start with `demo-`. */
  projectId?: string;
  /** Told each phase as it ends, with its duration (e.g. `console.log`). */
  log?: (line: string) => void;
}

function checkSize(size: number): number {
  if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) {
    throw new Error(`--size must be a whole number from 1 to ${MAX_SIZE} (got ${size})`);
  }
  return size;
}

/** Clears the emulators and writes the season; resolves with what was written. */
export async function seed(options: SeedOptions = {}): Promise<SeedSummary> {
  const size = checkSize(options.size ?? 1);
  settleFor(size);
  const today = options.today ?? new Date();
  const projectId = options.projectId ?? process.env.GCLOUD_PROJECT ?? DEMO_PROJECT_ID;
  assertDemoProject(projectId);

  const started = Date.now();
  const source = buildSource(size, today);
  const cards = expectedCards(source);
  const counters = expectedCounters(source);
  const problems = seasonProblems(source, counters, today);
  if (problems.length > 0) throw new Error(`The generated season is inconsistent:\n  ${problems.join('\n  ')}`);

  const target = connect(projectId);
  const { db } = target;
  let documents = 0;
  let phaseStarted = Date.now();
  const phase = (name: string) => {
    const now = Date.now();
    options.log?.(`  ${name}: ${((now - phaseStarted) / 1000).toFixed(1)} s`);
    phaseStarted = now;
  };
  // The order below is the order in which a society's data is entered, and
  // it keeps the functions' transactions from writing one document at once
  // (the emulator serialises such transactions by timing them out). The one
  // overlap: the season's past results are written while members register
  // (the emulator runs their triggers between the registrations' own), so the
  // functions are never left waiting for the seed.
  try {
    await clearEmulators(projectId);
    await createAccounts(target.auth, db, source.accounts);
    phase(`cleared the emulators, created ${source.accounts.length} accounts`);
    const hosts = useEmulators();
    const caller = await adminCaller(projectId, hosts.auth, hosts.functions);
    // Members sign up (the functions derive each public card) while admins
    // enter events and content; the registration workers start meanwhile.
    documents += await writeDocuments(db, profileAndContentDocuments(source, today));
    await Promise.all([cardsReady(db, source), warmRegistrationWorkers(caller)]);
    phase('profiles and content written, member cards derived');
    // Teams, then their members: one member at a time per team, since each
    // join recounts the team in a transaction; teams fill side by side.
    documents += await writeDocuments(db, teamDocuments(source));
    const joined = new Map<string, number>();
    await keyedPool(
      source.teamMembers,
      source.teams.length,
      (m) => [m.data.teamId],
      async (member) => {
        const count = (joined.get(member.data.teamId) ?? 0) + 1;
        joined.set(member.data.teamId, count);
        const { path, data } = teamMemberWrite(member);
        await db.doc(path).set(data);
        await memberCounted(db, member.data.teamId, count);
      },
    );
    documents += source.teamMembers.length;
    await teamCardsReady(db, source);
    phase('teams formed, member counts and captains derived');
    // The season's results so far come in (the standings follow) while members
    // register through the registration callables, which keep the counters.
    const [scored] = await Promise.all([writeBatches(db, scoreDocuments(source)), registerEveryone(caller, source)]);
    documents += scored;
    documents += source.tournamentRegistrations.length + source.par3Registrations.length;
    phase(`${source.tournamentRegistrations.length + source.par3Registrations.length} registrations through the callables`);
    // Full tournaments' waiting lists, through the waiting-list callable.
    await joinWaitlists(caller, source);
    documents += source.tournamentWaitlist.length;
    phase(`${source.tournamentWaitlist.length} waiting places through the callables`);
    // The day of play: the admins set up the events on a course, and the functions make a card for
    // each registration; today's groups are drawn and published, and the markers enter the first holes.
    await writeDocuments(db, dayOfPlaySetup(source), true);
    const before = expectedCards({ ...source, tournamentGroups: [], cardEntries: [] });
    await dayCardsReady(db, before, 'the cards of the events on a course', [
      'handicapIndex',
      'playingHandicap',
      'points',
      'thru',
      'groupId',
      'markerId',
    ]);
    phase(`${cards.length} cards made and derived`);
    documents += await writeDocuments(db, groupWrites(source));
    await writeDocuments(db, publishedGroups(source), true);
    await dayCardsReady(db, expectedCards({ ...source, cardEntries: [] }), "today's groups on their cards", ['groupId', 'markerId']);
    await enterCards(db, source);
    await submitCards(db, source);
    await dayCardsReady(db, cards, "the entries on today's cards", ['strokes', 'status', 'playingHandicap', 'points', 'thru']);
    phase(`${source.tournamentGroups.length} groups published, ${source.cardEntries.length} cards entered`);
    // The played events are closed; the standings have followed their scores.
    await writeDocuments(db, closedEvents(source), true);
    await derivedReady(db, source);
    phase('events closed, standings and team totals derived');
    await Promise.all([digestsReady(db, source, counters), boardsReady(db, source, cards), outboxSettled(db)]);
    phase('digests for the teams page, the tournament pages and the live boards');
    const wrong = await countersProblems(db, counters);
    if (wrong.length > 0) throw new Error(`Counters disagree with registrations:\n  ${wrong.join('\n  ')}`);
  } finally {
    await target.close();
  }

  return {
    projectId,
    size,
    today: today.toISOString(),
    users: source.accounts.length,
    profiles: source.profiles.length,
    teams: source.teams.length,
    tournaments: source.tournaments.length,
    tournamentRegistrations: source.tournamentRegistrations.length,
    tournamentWaitlist: source.tournamentWaitlist.length,
    scores: source.scores.length,
    par3Events: source.par3Events.length,
    teeTimes: source.teeTimes.length,
    par3Registrations: source.par3Registrations.length,
    par3Scores: source.par3Scores.length,
    courses: source.courses.length,
    groups: source.tournamentGroups.length,
    cards: cards.length,
    cardsEntered: source.cardEntries.length,
    news: source.news.length,
    sponsors: source.sponsors.length,
    heroSlides: source.heroSlides.length,
    pageContent: source.pageContent.length,
    documents,
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

function parseSize(args: readonly string[]): number {
  const index = args.findIndex((a) => a === '--size' || a.startsWith('--size='));
  if (index === -1) return 1;
  const arg = args[index] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  return checkSize(Number(value));
}

async function main(args: readonly string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log('Usage: tsx scripts/seed/index.ts [--size N]   (N from 1 to 100; default 1)');
    return;
  }
  const size = parseSize(args);
  console.log(`Seeding the demo season (size ${size})...`);
  const s = await seed({ size });
  console.log(
    [
      `Seeded ${s.projectId} in ${s.seconds} s (${s.documents} documents, ${s.users} accounts):`,
      `  members ${s.profiles}, teams ${s.teams}`,
      `  tournaments ${s.tournaments} (${s.tournamentRegistrations} registrations, ${s.tournamentWaitlist} waiting, ${s.scores} scores)`,
      `  Par 3 nights ${s.par3Events} (${s.teeTimes} tee times, ${s.par3Registrations} registrations, ${s.par3Scores} scores)`,
      `  courses ${s.courses}, cards ${s.cards}; today's tournament: ${s.groups} groups, ${s.cardsEntered} cards entered`,
      `  news ${s.news}, sponsors ${s.sponsors}, hero slides ${s.heroSlides}, pages ${s.pageContent}`,
    ].join('\n'),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}

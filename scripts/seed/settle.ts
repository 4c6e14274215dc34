/**
 * After the seed's writes, the functions derive the rest: member cards, team
 * member counts and totals, the standings documents. This waits until they
 * have caught up with everything written, then checks the counters the
 * registration callables kept against the registrations the season holds.
 *
 * Waits read what they wait for every quarter of a second (`every`), rather
 * than listen: a listener costs the Firestore emulator on every write while
 * the seed runs (each write is matched against every listened query, and each
 * change of a followed document is encoded and sent in full: the live boards
 * and the roster digest change hundreds of times), and that emulator is the
 * seed's bottleneck. Reading four times a second cost its JVM a quarter less
 * CPU over a seed (docs/decisions/0011-fast-start.md).
 */
import type { DocumentSnapshot, Firestore, QuerySnapshot } from 'firebase-admin/firestore';
import { cardValues } from '../../src/lib/scoring';
import type { CardStatus, CourseDoc, StrokesMap } from '../../src/lib/schemas/scoring';
import type { ExpectedCounters } from './derived';
import type { SeedSource } from './types';

/** How long the functions may take to catch up with a season of size 1; a larger season gets as many times longer. */
const TIMEOUT_PER_SIZE_MS = 180_000;
let timeoutMs = TIMEOUT_PER_SIZE_MS;

/** The waits below allow for a season `size` times the demo one (its triggers run one document at a time). */
export function settleFor(size: number): void {
  timeoutMs = TIMEOUT_PER_SIZE_MS * size;
}

type Listen<S> = (next: (snapshot: S) => void, fail: (error: Error) => void) => () => void;

/** How often a wait reads what it waits for. */
const EVERY_MS = 250;

/** Reads `target` now and then `EVERY_MS` after each answer, until stopped. */
export function every<S>(target: { get(): Promise<S> }, ms = EVERY_MS): Listen<S> {
  return (next, fail) => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      target.get().then(
        (snapshot) => {
          if (stopped) return;
          next(snapshot);
          if (!stopped) timer = setTimeout(read, ms);
        },
        (error: unknown) => {
          if (!stopped) fail(error instanceof Error ? error : new Error(String(error)));
        },
      );
    };
    read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  };
}

/** Follows a document or query until `missing` (what is still missing, or null) returns null. */
export function waitUntil<S>(what: string, listen: Listen<S>, missing: (snapshot: S) => string | null): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let last = 'nothing received yet';
    let done = false;
    let unsubscribe: (() => void) | undefined = undefined;
    const finish = (error?: Error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      unsubscribe?.();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(
      () =>
        finish(new Error(`The functions did not derive ${what} within ${timeoutMs / 1000} s: ${last}. See the Functions emulator log.`)),
      timeoutMs,
    );
    unsubscribe = listen(
      (snapshot) => {
        const gap = missing(snapshot);
        if (gap === null) finish();
        else last = gap;
      },
      (error) => finish(error),
    );
    if (done) unsubscribe();
  });
}

const collection = (db: Firestore, path: string): Listen<QuerySnapshot> => every(db.collection(path));
const doc = (db: Firestore, path: string): Listen<DocumentSnapshot> => every(db.doc(path));

/** Every profile has its public card. */
export function cardsReady(db: Firestore, source: SeedSource): Promise<void> {
  return waitUntil('the member cards', collection(db, 'members'), (cards) =>
    cards.size === source.profiles.length ? null : `${cards.size} of ${source.profiles.length} cards`,
  );
}

/** teams/{teamId}.memberCount has reached `count` (the functions count members as they join). */
export function memberCounted(db: Firestore, teamId: string, count: number): Promise<void> {
  return waitUntil(`the member count of team ${teamId}`, doc(db, `teams/${teamId}`), (team) => {
    const counted: unknown = team.get('memberCount');
    return counted === count ? null : `teams/${teamId} counts ${String(counted)} of ${count} members`;
  });
}

/** Every card shows its member's team, and every captain's card says so. */
export function teamCardsReady(db: Firestore, source: SeedSource): Promise<void> {
  const profiles = new Set(source.profiles.map((p) => p.id));
  const inTeam = new Map(source.teamMembers.filter((m) => profiles.has(m.id)).map((m) => [m.id, m.data.teamId]));
  const captains = new Set(
    source.teams.filter((t) => t.data.captainId && inTeam.get(t.data.captainId) === t.id).map((t) => t.data.captainId),
  );
  return waitUntil('the team on member cards', collection(db, 'members'), (cards) => {
    const wrongTeam = cards.docs.filter((c) => (c.get('teamId') ?? null) !== (inTeam.get(c.id) ?? null)).length;
    if (wrongTeam > 0) return `${wrongTeam} cards do not show their team yet`;
    const wrongCaptain = cards.docs.filter((c) => (c.get('isCaptain') === true) !== captains.has(c.id)).length;
    return wrongCaptain === 0 ? null : `${wrongCaptain} cards do not show their captaincy yet`;
  });
}

/** Team member counts, standings and the Par 3 leaderboard reflect every write. */
export async function derivedReady(db: Firestore, source: SeedSource): Promise<void> {
  const scored = (path: string, expected: number) =>
    waitUntil(`the scores in ${path}`, doc(db, path), (standings) => {
      const counted: unknown = standings.get('scoreCount');
      return counted === expected ? null : `${path} has ${String(counted)} of ${expected} scores`;
    });
  await Promise.all([
    waitUntil('the team member counts', collection(db, 'teams'), (teams) => {
      const wrong = teams.docs.filter((t) => t.get('memberCount') !== source.teamMembers.filter((m) => m.data.teamId === t.id).length);
      return wrong.length === 0 ? null : `${wrong.map((t) => t.id).join(', ')} not counted`;
    }),
    scored('standings/current', source.scores.length),
    scored('par3Standings/current', source.par3Scores.length),
  ]);
}

/**
 * The outbox has sent what the seed's actions queued: no mail is waiting or
 * being sent (its delivery runs beside the other triggers, and a snapshot saved
 * mid-delivery would keep it "sending" for good).
 */
export function outboxSettled(db: Firestore): Promise<void> {
  // Only the state of each mail: the outbox's bodies are most of its bytes.
  return waitUntil('the outbox sent', every(db.collection('mail').select('delivery.state')), (mail) => {
    const open = mail.docs.filter((m) => ['pending', 'sending'].includes(String(m.get('delivery.state') ?? 'pending'))).length;
    return open === 0 ? null : `${open} mails not yet sent`;
  });
}

/**
 * The digests list what they copy (functions/src/digests): every member card in
 * rosters/current with its team and captaincy, and each tournament's registrations
 * and scores in tournamentBoards/{id}.
 */
export async function digestsReady(db: Firestore, source: SeedSource, expected: ExpectedCounters): Promise<void> {
  const members = await db.collection('members').get();
  const cards = new Map(members.docs.map((d) => [d.id, d.data()]));
  const entries = (snapshot: DocumentSnapshot, field: string) =>
    Object.entries((snapshot.get(field) ?? {}) as Record<string, Record<string, unknown>>);
  const scored = new Map<string, number>();
  for (const s of source.scores) scored.set(s.data.tournamentId, (scored.get(s.data.tournamentId) ?? 0) + 1);
  const tournaments = new Set([...expected.tournaments.keys(), ...scored.keys()]);
  await Promise.all([
    waitUntil('the roster digest', doc(db, 'rosters/current'), (roster) => {
      const listed = entries(roster, 'cards');
      const stale = listed.filter(([id, card]) => {
        const now = cards.get(id);
        return !now || now.teamId !== card.teamId || now.isCaptain !== card.isCaptain;
      });
      if (listed.length !== cards.size) return `rosters/current lists ${listed.length} of ${cards.size} cards`;
      return stale.length === 0 ? null : `${stale.length} roster entries differ from their cards`;
    }),
    ...[...tournaments].map((id) =>
      waitUntil(`the board of ${id}`, doc(db, `tournamentBoards/${id}`), (board) => {
        const registrations = entries(board, 'registrations').length;
        const scores = entries(board, 'scores').length;
        const wanted = { registrations: expected.tournaments.get(id) ?? 0, scores: scored.get(id) ?? 0 };
        return registrations === wanted.registrations && scores === wanted.scores
          ? null
          : `tournamentBoards/${id} lists ${registrations} of ${wanted.registrations} registrations, ${scores} of ${wanted.scores} scores`;
      }),
    ),
  ]);
}

/** Every counter equals the registrations (and waiting places) the callables created. */
export async function countersProblems(db: Firestore, expected: ExpectedCounters): Promise<string[]> {
  const problems: string[] = [];
  const compare = (path: string, actual: unknown, wanted: number) => {
    if (actual !== wanted) problems.push(`${path}: counter ${String(actual)}, registrations ${wanted}`);
  };
  const [tournaments, events, teeTimes, waitlists] = await Promise.all([
    db.collection('tournaments').get(),
    db.collection('par3Events').get(),
    db.collectionGroup('teeTimes').get(),
    db.collectionGroup('waitlist').get(),
  ]);
  const waitingDocs = new Map<string, number>();
  for (const w of waitlists.docs) {
    const parent = w.ref.parent.parent;
    if (parent) waitingDocs.set(parent.path, (waitingDocs.get(parent.path) ?? 0) + 1);
  }
  // waitlistCount (absent: 0) equals the waiting places stored and the places the seed asked for.
  const waiting = (path: string, actual: unknown, wanted: number) => {
    const count = actual ?? 0;
    if (count !== wanted || (waitingDocs.get(path) ?? 0) !== wanted) {
      problems.push(`${path}: waitlistCount ${String(actual)}, waiting places ${waitingDocs.get(path) ?? 0}, expected ${wanted}`);
    }
  };
  for (const t of tournaments.docs) {
    compare(t.ref.path, t.get('registeredCount'), expected.tournaments.get(t.id) ?? 0);
    waiting(t.ref.path, t.get('waitlistCount'), expected.tournamentWaitlists.get(t.id) ?? 0);
  }
  for (const e of events.docs) {
    compare(e.ref.path, e.get('registeredCount'), expected.par3Events.get(e.id) ?? 0);
    waiting(e.ref.path, e.get('waitlistCount'), 0);
  }
  for (const tt of teeTimes.docs) {
    const eventId = tt.ref.parent.parent?.id ?? '';
    compare(tt.ref.path, tt.get('currentParticipants'), expected.teeTimes.get(`${eventId}/${tt.id}`) ?? 0);
  }
  return problems;
}

// ---- The day of play (issue 28, decision 0023) ----

type EventKind = 'tournament' | 'par3';

interface ExpectedCard {
  kind: EventKind;
  eventId: string;
  memberId: string;
  handicapIndex: number | null;
  groupId: string | null;
  /** Undefined: not checked (a Par 3 tee time with no chosen marker is marked by whoever the callables registered first). */
  markerId: string | null | undefined;
  strokes: StrokesMap;
  status: CardStatus;
  /** The core's values for those strokes (src/lib/scoring.ts cardValues). */
  playingHandicap: number;
  points: number;
  thru: number;
}

/**
 * Every card the functions must keep once the season is entered: one per
 * registration on an event with a course, its handicap index from the
 * registration, its group and marker (today's published groups; a Par 3
 * night's tee time), the markers' entries and the core's values for them.
 */
export function expectedCards(source: SeedSource): ExpectedCard[] {
  const courses = new Map(source.courses.map((c) => [c.id, c.data]));
  const entries = new Map(source.cardEntries.map((c) => [`${c.parentId}/${c.id}`, c.data]));
  const groupOf = new Map<string, { groupId: string; markerId: string }>();
  for (const g of source.tournamentGroups) {
    const published = source.tournaments.find((t) => t.id === g.parentId)?.data.groupsPublished === true;
    if (published) for (const m of g.data.memberIds) groupOf.set(`${g.parentId}/${m}`, { groupId: g.id, markerId: g.data.markerId });
  }
  const teeTimes = new Map(source.teeTimes.map((tt) => [`${tt.parentId}/${tt.id}`, tt.data]));
  const par3Marker = (eventId: string, teeTimeId: string): string | undefined => {
    const chosen = teeTimes.get(`${eventId}/${teeTimeId}`)?.markerId;
    const on = source.par3Registrations.some((r) => r.parentId === eventId && r.data.teeTimeId === teeTimeId && r.id === chosen);
    return chosen && on ? chosen : undefined;
  };
  const cards: ExpectedCard[] = [];
  const add = (
    kind: EventKind,
    eventId: string,
    memberId: string,
    handicapIndex: number | null,
    course: CourseDoc,
    tee: string | undefined,
    allowancePercent: number | undefined,
    group: { groupId: string | null; markerId: string | null | undefined },
  ) => {
    const entered = entries.get(`${eventId}/${memberId}`);
    const strokes = entered?.strokes ?? {};
    const teeDoc = tee === undefined ? null : (course.tees.find((t) => t.name === tee) ?? null);
    const values = cardValues(handicapIndex, course.holes, teeDoc, allowancePercent, strokes);
    cards.push({
      kind,
      eventId,
      memberId,
      handicapIndex,
      ...group,
      strokes,
      status: entered?.status ?? 'open',
      playingHandicap: values.playingHandicap,
      points: values.totals.points,
      thru: values.totals.thru,
    });
  };
  for (const r of source.tournamentRegistrations) {
    const t = source.tournaments.find((x) => x.id === r.parentId);
    const course = courses.get(t?.data.courseId ?? '');
    if (!t || !course) continue;
    const group = groupOf.get(`${r.parentId}/${r.id}`) ?? { groupId: null, markerId: null };
    add('tournament', t.id, r.id, r.data.handicap, course, t.data.teeName, t.data.handicapAllowance, group);
  }
  for (const r of source.par3Registrations) {
    const e = source.par3Events.find((x) => x.id === r.parentId);
    const course = courses.get(e?.data.courseId ?? '');
    if (!e || !course) continue;
    add('par3', e.id, r.id, r.data.handicap, course, undefined, undefined, {
      groupId: r.data.teeTimeId,
      markerId: par3Marker(e.id, r.data.teeTimeId),
    });
  }
  return cards;
}

const cardKey = (kind: EventKind, eventId: string, memberId: string) => `${kind}/${eventId}/${memberId}`;

/** What differs between a stored card and the one expected (null: nothing), checking only `fields`. */
function cardGap(stored: Record<string, unknown> | undefined, want: ExpectedCard, fields: readonly (keyof ExpectedCard)[]): string | null {
  if (!stored) return 'missing';
  // Maps compare by their entries whatever their order (Firestore returns a map's keys sorted).
  const canonical = (v: unknown): string =>
    JSON.stringify(v !== null && typeof v === 'object' ? Object.entries(v).sort(([a], [b]) => a.localeCompare(b)) : v);
  for (const f of fields) {
    if (want[f] === undefined) continue;
    const value = f === 'thru' || f === 'points' || f === 'playingHandicap' ? stored[f] : (stored[f] ?? null);
    if (canonical(value) !== canonical(want[f])) return `${f} ${JSON.stringify(value)}, expected ${JSON.stringify(want[f])}`;
  }
  return null;
}

/**
 * The event's cards (every kind) as the functions keep them match `wanted`
 * on `fields`, and no other card exists. Follows every `cards` collection at once.
 */
export function dayCardsReady(
  db: Firestore,
  wanted: readonly ExpectedCard[],
  what: string,
  fields: readonly (keyof ExpectedCard)[],
): Promise<void> {
  const byKey = new Map(wanted.map((c) => [cardKey(c.kind, c.eventId, c.memberId), c]));
  return waitUntil(what, every(db.collectionGroup('cards')), (snapshot: QuerySnapshot) => {
    const stored = new Map<string, Record<string, unknown>>();
    for (const d of snapshot.docs) {
      const event = d.ref.parent.parent;
      const kind: EventKind = event?.parent.id === 'par3Events' ? 'par3' : 'tournament';
      stored.set(cardKey(kind, event?.id ?? '', d.id), d.data());
    }
    const extra = [...stored.keys()].filter((k) => !byKey.has(k));
    if (extra.length > 0) return `${extra.length} unexpected cards (${extra[0]})`;
    let wrong = 0;
    let first = '';
    for (const [key, want] of byKey) {
      const gap = cardGap(stored.get(key), want, fields);
      if (gap !== null) {
        wrong += 1;
        first ||= `${key}: ${gap}`;
      }
    }
    return wrong === 0 ? null : `${wrong} of ${byKey.size} cards not ready (${first})`;
  });
}

/**
 * Each event's board digest (tournamentBoards/{id}, par3Boards/{id}) lists a
 * row for each of its cards, with the card's entries, status, points and (a
 * tournament's published groups) its tee time.
 */
export function boardsReady(db: Firestore, source: SeedSource, wanted: readonly ExpectedCard[]): Promise<void> {
  const events = new Map<string, ExpectedCard[]>();
  for (const c of wanted) events.set(`${c.kind}/${c.eventId}`, [...(events.get(`${c.kind}/${c.eventId}`) ?? []), c]);
  const teeTimeOf = new Map<string, string>();
  for (const g of source.tournamentGroups) for (const m of g.data.memberIds) teeTimeOf.set(`${g.parentId}/${m}`, g.data.teeTime);
  for (const r of source.par3Registrations) teeTimeOf.set(`${r.parentId}/${r.id}`, r.data.teeTime);
  return Promise.all(
    [...events].map(([key, cards]) => {
      const [kind, eventId] = key.split('/') as [EventKind, string];
      const path = `${kind === 'tournament' ? 'tournamentBoards' : 'par3Boards'}/${eventId}`;
      return waitUntil(`the live board ${path}`, doc(db, path), (board) => {
        const rows = (board.get('cards') ?? {}) as Record<string, Record<string, unknown>>;
        if (Object.keys(rows).length !== cards.length) return `${path} lists ${Object.keys(rows).length} of ${cards.length} cards`;
        const stale = cards.filter((c) => {
          const row = rows[c.memberId];
          return (
            !row ||
            row.thru !== c.thru ||
            row.points !== c.points ||
            row.status !== c.status ||
            (row.teeTime ?? '') !== (c.groupId === null && kind === 'tournament' ? '' : (teeTimeOf.get(`${eventId}/${c.memberId}`) ?? ''))
          );
        });
        return stale.length === 0 ? null : `${stale.length} rows of ${path} differ from their cards (${stale[0]?.memberId})`;
      });
    }),
  ).then(() => undefined);
}

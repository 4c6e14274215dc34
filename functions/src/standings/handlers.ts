/**
 * Standings triggers (docs/decisions/0006-derived-data-by-triggers.md): a score
 * written recomputes its leaderboard; a team's or a scoring member's public
 * details changing refresh the names and colours shown.
 */
import { db } from '../shared/runtime';
import { onDocumentWritten } from '../shared/handlers';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { CURRENT } from '@/lib/schemas/collections';
import { typedDoc } from '../shared/converter';
import { recomputePar3Standings, recomputeStandings } from './core';

/**
 * An upper bound of the triggering write's commit time: the written document's
 * updateTime, or for a delete the event time plus a second (the emulator rounds
 * event times down to whole seconds; an upper bound only ever skips less).
 */
const timeOf = (event: { time: string; data?: { after: { updateTime?: Timestamp } } }): Timestamp | undefined => {
  const updated = event.data?.after.updateTime;
  if (updated) return updated;
  const at = Date.parse(event.time);
  return Number.isFinite(at) ? Timestamp.fromMillis(at + 1000) : undefined;
};

export const onScoreWritten = onDocumentWritten('scores/{scoreId}', async (event) => {
  await recomputeStandings(db, timeOf(event));
});

export const onPar3ScoreWritten = onDocumentWritten('par3Scores/{scoreId}', async (event) => {
  await recomputePar3Standings(db, timeOf(event));
});

const changed = (before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined, keys: string[]) =>
  keys.some((k) => before?.[k] !== after?.[k]);

/** A team's name, colour, logo, guest flag or member count shows in the standings: recompute (teams are few). */
export const onTeamWrittenStandings = onDocumentWritten('teams/{teamId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!changed(before, after, ['name', 'color', 'logoUrl', 'isGuest', 'memberCount'])) return;
  const standings = await typedDoc(db, 'standings', CURRENT).get();
  if (!standings.exists) return; // no scores yet: nothing to show
  await recomputeStandings(db, timeOf(event));
});

/**
 * A card's name, avatar or team shows in the leaderboards: recompute only when
 * that member is on one (cards of members without scores change all the time).
 */
export const onCardWrittenStandings = onDocumentWritten('members/{uid}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!changed(before, after, ['fullName', 'avatarUrl', 'teamId'])) return;
  const uid = event.params.uid;
  const [standings, par3] = await Promise.all([typedDoc(db, 'standings', CURRENT).get(), typedDoc(db, 'par3Standings', CURRENT).get()]);
  const listed = (rows: { memberId: string }[] | undefined) => rows?.some((r) => r.memberId === uid) ?? false;
  const jobs: Promise<boolean>[] = [];
  if (listed(standings.data()?.individuals)) jobs.push(recomputeStandings(db, timeOf(event)));
  if (listed(par3.data()?.entries)) jobs.push(recomputePar3Standings(db, timeOf(event)));
  if (jobs.length > 0) logger.debug(`Card ${uid} changed: recomputing ${jobs.length} leaderboard(s)`);
  await Promise.all(jobs);
});

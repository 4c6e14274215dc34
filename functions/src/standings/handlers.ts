/**
 * Standings triggers (docs/decisions/0006-derived-data-by-triggers.md): a score
 * written is applied to its leaderboard's tally as it is stored now; a team's
 * or a scoring member's public details changing refresh the names and colours
 * shown. Each costs the same few reads at any season size (core.ts).
 */
import { db } from '../shared/runtime';
import { whenWritten } from '../shared/handlers';
import { applyPar3Score, applyScore, refreshCard, refreshTeam } from './core';

export const onScoreWritten = whenWritten('scores/{scoreId}', async (event) => {
  await applyScore(db, event.params.scoreId);
});

export const onPar3ScoreWritten = whenWritten('par3Scores/{scoreId}', async (event) => {
  await applyPar3Score(db, event.params.scoreId);
});

const changed = (before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined, keys: string[]) =>
  keys.some((k) => before?.[k] !== after?.[k]);

/**
 * A team's name, colour, logo, guest flag or member count shows in the
 * standings (the refresh reads the team and the tally, and also puts the
 * team's totalPoints right). The totals themselves are written by the score
 * triggers (the rules let no one else change them): those writes need nothing.
 */
export const onTeamWrittenStandings = whenWritten('teams/{teamId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!changed(before, after, ['name', 'color', 'logoUrl', 'isGuest', 'memberCount'])) return;
  await refreshTeam(db, event.params.teamId);
});

/** A card's name, avatar or team shows in the leaderboards of a member with scores. */
export const onCardWrittenStandings = whenWritten('members/{uid}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!changed(before, after, ['fullName', 'avatarUrl', 'teamId'])) return;
  await refreshCard(db, event.params.uid);
});

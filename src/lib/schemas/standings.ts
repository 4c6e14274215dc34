import { z } from 'zod';
import { counter, docId, imageUrl, moment, onFirstUse, optionalId } from './common';
import { readShape } from './stored';
import { NO_GROSS } from './values';

export { NO_GROSS };

/**
 * standings/current and par3Standings/current: the aggregated leaderboards
 * (architecture decision 4), ranked by the functions from a tally they keep
 * score by score (docs/decisions/0006-derived-data-by-triggers.md).
 * The pure computation is src/lib/standings.ts; the app only reads these.
 */

const rank = z.number().int().min(1);

export const standingsTeamRow = onFirstUse(() =>
  z.strictObject({
    teamId: docId('Team'),
    name: z.string(),
    color: z.string(),
    logoUrl: imageUrl,
    totalPoints: z.number().min(0),
    memberCount: counter,
    rank,
  }),
);

export const standingsMemberRow = onFirstUse(() =>
  z.strictObject({
    memberId: docId('Member'),
    fullName: z.string(),
    avatarUrl: imageUrl,
    teamId: optionalId('Team'),
    teamName: z.string(),
    /** '' when the member has no team. */
    teamColor: z.string(),
    points: z.number().min(0),
    rank,
  }),
);

export const birdieLeaderRow = onFirstUse(() => standingsMemberRow.omit({ points: true }).extend({ birdies: counter }));

/** When the function wrote the document (both: the commit of the tally change it was ranked from). */
const computed = { sourceTime: moment, updatedAt: moment };

/** standings/current without its timestamps: what the pure computation returns. */
export const standingsData = onFirstUse(() =>
  z.strictObject({
    teams: z.array(standingsTeamRow),
    /** Every member with a score, so a member can find their own rank. */
    individuals: z.array(standingsMemberRow),
    /** Members with more than 0 birdies. */
    birdieLeaders: z.array(birdieLeaderRow),
    scoreCount: counter,
  }),
);

export const standingsDoc = onFirstUse(() => standingsData.extend(computed));

export const standingsRead = readShape(standingsDoc, { teams: [], individuals: [], birdieLeaders: [], scoreCount: 0 });

export const par3StandingsEntry = onFirstUse(() =>
  z.strictObject({
    memberId: docId('Member'),
    fullName: z.string(),
    avatarUrl: imageUrl,
    totalPoints: z.number().min(0),
    /** Points per round, rounded to 1 decimal. */
    averagePoints: z.number().min(0),
    /** Lowest gross score; NO_GROSS when the member has none. */
    bestGross: z.number().min(0),
    rounds: z.number().int().min(1),
    birdies: counter,
    rank,
  }),
);

export const par3StandingsData = onFirstUse(() =>
  z.strictObject({
    entries: z.array(par3StandingsEntry),
    scoreCount: counter,
  }),
);

export const par3StandingsDoc = onFirstUse(() => par3StandingsData.extend(computed));

export const par3StandingsRead = readShape(par3StandingsDoc, { entries: [], scoreCount: 0 });

export type StandingsTeamRow = z.infer<typeof standingsTeamRow>;
export type StandingsMemberRow = z.infer<typeof standingsMemberRow>;
export type BirdieLeaderRow = z.infer<typeof birdieLeaderRow>;
export type StandingsData = z.infer<typeof standingsData>;
export type StandingsDoc = z.infer<typeof standingsDoc>;
export type Par3StandingsEntry = z.infer<typeof par3StandingsEntry>;
export type Par3StandingsData = z.infer<typeof par3StandingsData>;
export type Par3StandingsDoc = z.infer<typeof par3StandingsDoc>;

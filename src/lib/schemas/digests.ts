import { z } from 'zod';
import { moment, onFirstUse, optionalId } from './common';
import { memberDoc, memberRead } from './member';
import { CARD_STATUSES, holeDoc, strokesMap } from './scoring';
import { readShape } from './stored';
import { scoreDoc, scoreRead, tournamentRegistrationDoc, tournamentRegistrationRead } from './tournament';
import { digestRows } from './values';

export { digestRows };

/**
 * Digests (functions/src/digests): one document that lists, by id, every
 * document of a list a public page shows whole, so the page costs the same
 * reads however large the season grows. Functions keep them; the source
 * documents stay the truth. A field is absent until a function has built it:
 * readers then fall back to the source query (an absent field is "not built
 * yet", never "none").
 */
const entries = <T extends z.ZodType>(entry: T) => z.record(z.string(), entry).optional();

/** rosters/current: every public member card (the teams page and its subs). */
export const rosterDoc = onFirstUse(() => z.strictObject({ cards: entries(memberDoc), updatedAt: moment.optional() }));
export const rosterRead = onFirstUse(() => z.looseObject({ cards: entries(memberRead), updatedAt: moment.optional() }));

/**
 * One card's public row on the live board (src/lib/board.ts `publicRow`): who,
 * their group's tee time, the visible holes' strokes and the totals over them.
 * Hidden holes are never in it (decision 0022).
 */
export const boardRowDoc = onFirstUse(() =>
  z.strictObject({
    fullName: z.string(),
    teamId: optionalId('Team'),
    teamName: z.string(),
    status: z.enum(CARD_STATUSES),
    teeTime: z.string(),
    startHole: z.number().int().min(1).max(18).nullable(),
    holeCount: z.number().int().min(0).max(18),
    strokes: strokesMap,
    hiddenHoles: z.number().int().min(0).max(3),
    playingHandicap: z.number().int().nullable(),
    gross: z.number().int(),
    net: z.number().int(),
    toPar: z.number().int(),
    points: z.number().int().min(0),
    birdies: z.number().int().min(0),
    thru: z.number().int().min(0).max(18),
    countback: z.array(z.number()),
  }),
);
export const boardRowRead = readShape(boardRowDoc, {
  fullName: '',
  teamName: '',
  status: 'open',
  teeTime: '',
  startHole: null,
  holeCount: 0,
  strokes: {},
  hiddenHoles: 0,
  playingHandicap: null,
  gross: 0,
  net: 0,
  toPar: 0,
  points: 0,
  birdies: 0,
  thru: 0,
  countback: [],
});

/** The live board's fields of a board digest: every card's public row and the course's holes (par, stroke index). */
const liveBoard = { cards: entries(boardRowDoc), holes: z.array(holeDoc).optional() };
const liveBoardRead = { cards: entries(boardRowRead), holes: z.array(holeDoc).optional() };

/** tournamentBoards/{tournamentId}: the tournament's registrations (its field), scores (its results) and live board. */
export const tournamentBoardDoc = onFirstUse(() =>
  z.strictObject({
    registrations: entries(tournamentRegistrationDoc),
    scores: entries(scoreDoc),
    ...liveBoard,
    updatedAt: moment.optional(),
  }),
);
export const tournamentBoardRead = onFirstUse(() =>
  z.looseObject({
    registrations: entries(tournamentRegistrationRead),
    scores: entries(scoreRead),
    ...liveBoardRead,
    updatedAt: moment.optional(),
  }),
);

/** par3Boards/{eventId}: a Par 3 night's live board. */
export const par3BoardDoc = onFirstUse(() => z.strictObject({ ...liveBoard, updatedAt: moment.optional() }));
export const par3BoardRead = onFirstUse(() => z.looseObject({ ...liveBoardRead, updatedAt: moment.optional() }));

export type BoardRowDoc = z.infer<typeof boardRowDoc>;

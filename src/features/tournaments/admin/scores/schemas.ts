import { z } from 'zod';
import { scoreDoc } from '@/lib/schemas/tournament';

/** An empty score box counts as 0. */
const orZero = <S extends z.ZodType>(field: S) => z.preprocess((v) => (v === null || v === undefined ? 0 : v), field);

/** One participant's row: the stored score's numbers. */
export const scoreRow = z.object({
  memberId: scoreDoc.shape.memberId,
  grossScore: orZero(scoreDoc.shape.grossScore),
  netScore: orZero(scoreDoc.shape.netScore),
  points: orZero(scoreDoc.shape.points),
  birdies: orZero(scoreDoc.shape.birdies),
});

/** The scores sheet of one tournament. */
export const scoreSheet = z.object({ rows: z.array(scoreRow) });

export type ScoreSheetInput = z.input<typeof scoreSheet>;
export type ScoreSheetValues = z.output<typeof scoreSheet>;

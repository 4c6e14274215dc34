import { z } from 'zod';
import {
  counter,
  docId,
  eventStatus,
  formOf,
  imageUrl,
  isStepOf,
  moment,
  numberIn,
  onFirstUse,
  optionalId,
  text,
  wholeNumber,
} from './common';
import { nullableHandicap } from './profile';
import { allowance, DEFAULT_ALLOWANCE } from './scoring';
import { readShape } from './stored';
import { MAX_HIDDEN_HOLES } from './values';

export { MAX_HIDDEN_HOLES };

/**
 * The league: tournaments/{id}, their registrations (written only by the
 * registration callables) and scores/{id} (admin spec sections 2 and 5).
 */

export const TOURNAMENT_FORMATS = ['stroke_play', 'team_event', 'medal'] as const;

export const tournamentDoc = onFirstUse(() =>
  z.strictObject({
    name: text('Name', 1, 100),
    description: text('Description', 0, 1000),
    agenda: text('Agenda', 0, 2000),
    date: moment,
    teeOffTime: text('Tee off time', 0, 20),
    location: text('Location', 1, 200),
    format: z.enum(TOURNAMENT_FORMATS, { error: 'Format must be stroke_play, team_event or medal' }),
    maxParticipants: wholeNumber('Max participants', 1, 200),
    isLeagueEvent: z.boolean(),
    imageUrl,
    registrationFee: z
      .number({ error: 'Registration fee must be a number' })
      .min(0, 'Registration fee cannot be negative')
      .max(1_000_000, 'Registration fee is too large')
      .refine((v) => isStepOf(v, 0.01), 'Registration fee must be in steps of 0.01'),
    status: eventStatus,
    /** The sponsor, with its name and logo copied in so a tournament card needs no second read. */
    sponsorId: optionalId('Sponsor'),
    sponsorName: text('Sponsor name', 0, 100),
    sponsorLogoUrl: imageUrl,
    /** Kept by the registration callables, in the same transaction as the registration. */
    registeredCount: counter,
    /** Members on the waiting list: kept by the waiting-list functions, in the same transactions. */
    waitlistCount: counter,
    /** The day of play (issue 28): the course it is scored on (null: none, the totals-only Scores tab), */
    courseId: optionalId('Course'),
    /** the tee played ('' on an unrated course or before one is chosen), */
    teeName: text('Tee', 0, 40),
    /** the handicap allowance, a percentage (DEFAULT_ALLOWANCE when absent), */
    handicapAllowance: allowance,
    /** and whether the groups are published (members are told theirs, and the dashboard shows them, from then on). */
    groupsPublished: z.boolean(),
    /**
     * The live board (issue 29): how many of the last holes (0-3, by card number) stay off the public
     * board, and cards are readable only by their player, group and admins, until a card is verified.
     */
    hiddenHoles: wholeNumber('Hidden holes', 0, MAX_HIDDEN_HOLES),
  }),
);

export type TournamentDoc = z.infer<typeof tournamentDoc>;

/** The sponsor details a tournament shows, copied from its sponsor (none without one): on save, and by the functions when the sponsor changes. */
export function sponsorDetailsOf(
  sponsor: { name: string; logoUrl: string } | undefined,
): Pick<TournamentDoc, 'sponsorName' | 'sponsorLogoUrl'> {
  return { sponsorName: sponsor?.name ?? '', sponsorLogoUrl: sponsor?.logoUrl ?? '' };
}

/** A tournament as read: the count the functions keep reads as 0 until they write it (0009). */
export const tournamentRead = readShape(tournamentDoc, {
  registeredCount: 0,
  waitlistCount: 0,
  isLeagueEvent: false,
  registrationFee: 0,
  handicapAllowance: DEFAULT_ALLOWANCE,
  groupsPublished: false,
  hiddenHoles: 0,
});

/**
 * The tournament form: the sponsor's name and logo are copied in on save; the count is the callables'.
 * The course, tee and allowance may be left out (a save without them leaves them as they are);
 * publishing the groups is the groups panel's.
 */
export const tournamentFormSchema = onFirstUse(() =>
  formOf(tournamentDoc)
    .omit({
      registeredCount: true,
      waitlistCount: true,
      sponsorName: true,
      sponsorLogoUrl: true,
      groupsPublished: true,
    })
    .extend({
      courseId: tournamentDoc.shape.courseId.optional(),
      teeName: tournamentDoc.shape.teeName.optional(),
      handicapAllowance: tournamentDoc.shape.handicapAllowance.optional(),
      hiddenHoles: tournamentDoc.shape.hiddenHoles.optional(),
    }),
);

export type TournamentFormInput = z.infer<typeof tournamentFormSchema>;

export const REGISTRATION_STATUSES = ['registered'] as const;

/** tournaments/{id}/registrations/{uid}: id = the member's uid, so one per member. Public: no private data. */
export const tournamentRegistrationDoc = onFirstUse(() =>
  z.strictObject({
    memberId: docId('Member'),
    status: z.enum(REGISTRATION_STATUSES),
    registeredAt: moment,
    handicap: nullableHandicap,
    fullName: text('Full name', 0, 100),
    teamId: optionalId('Team'),
    teamName: text('Team name', 0, 50),
    /** The arrival time (ISO) the day-before reminder was sent for: at most one per registration and arrival (issue 20). */
    remindedFor: z.string().max(40).optional(),
  }),
);

export type TournamentRegistrationDoc = z.infer<typeof tournamentRegistrationDoc>;

export const tournamentRegistrationRead = readShape(tournamentRegistrationDoc);

/** scores/{id}: one member's result in one tournament. */
export const scoreDoc = onFirstUse(() =>
  z.strictObject({
    tournamentId: docId('Tournament'),
    memberId: docId('Member'),
    /** The team the points count for (null: a sub without a team). */
    teamId: optionalId('Team'),
    grossScore: numberIn('Gross score', 0, 1000),
    netScore: numberIn('Net score', 0, 1000),
    points: numberIn('Points', 0, 1000),
    birdies: wholeNumber('Birdies', 0, 100),
  }),
);

export type ScoreDoc = z.infer<typeof scoreDoc>;

export const scoreRead = readShape(scoreDoc, { birdies: 0 });

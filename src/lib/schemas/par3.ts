import { z } from 'zod';
import { counter, docId, eventStatus, formOf, moment, numberIn, onFirstUse, optionalId, text, wholeNumber } from './common';
import { nullableHandicap } from './profile';
import { REGISTRATION_STATUSES } from './tournament';
import { readShape } from './stored';
import { TEE_TIME_DEFAULT_PLAYERS } from './values';

export { TEE_TIME_DEFAULT_PLAYERS };

/**
 * The Par 3 League: par3Events/{id}, their tee times and registrations
 * (written only by the registration callables) and par3Scores/{id}.
 */

export const par3EventDoc = onFirstUse(() =>
  z.strictObject({
    name: text('Event name', 1, 100),
    description: text('Description', 0, 1000),
    date: moment,
    location: text('Location', 1, 200),
    maxParticipants: wholeNumber('Registration limit', 1, 100),
    status: eventStatus,
    /** Kept by the registration callables. */
    registeredCount: counter,
    /** Members on the waiting list: kept by the waiting-list functions. */
    waitlistCount: counter,
    /** The course the night is scored on (issue 28; null: none, the totals-only scores). */
    courseId: optionalId('Course'),
  }),
);

export type Par3EventDoc = z.infer<typeof par3EventDoc>;

/** A Par 3 night as read: the count the functions keep reads as 0 until they write it (0009). */
export const par3EventRead = readShape(par3EventDoc, { registeredCount: 0, waitlistCount: 0 });

/** The event form: a new event's date must be in the future (a form rule; past events stay editable). */
export const par3EventFormSchema = onFirstUse(() =>
  formOf(par3EventDoc)
    .omit({ registeredCount: true, waitlistCount: true })
    .extend({
      date: moment.refine((d) => d.getTime() > Date.now(), 'Event date must be in the future'),
      /** May be left out: a save without it leaves the course as it is. */
      courseId: par3EventDoc.shape.courseId.optional(),
    }),
);

export type Par3EventFormInput = z.infer<typeof par3EventFormSchema>;

/** par3Events/{id}/teeTimes/{teeTimeId}: a start time with 1-8 places. */
export const teeTimeDoc = onFirstUse(() =>
  z.strictObject({
    teeTime: text('Tee time', 1, 20),
    maxParticipants: wholeNumber('Max participants', 1, 8),
    /** Kept by the registration callables. */
    currentParticipants: counter,
    /** The marker of the tee time's group (issue 28); absent or null: the member who registered first. */
    markerId: optionalId('Marker').optional(),
  }),
);

export type TeeTimeDoc = z.infer<typeof teeTimeDoc>;

export const teeTimeRead = readShape(teeTimeDoc, { currentParticipants: 0, maxParticipants: TEE_TIME_DEFAULT_PLAYERS });

export const teeTimeFormSchema = onFirstUse(() =>
  formOf(teeTimeDoc)
    .omit({ currentParticipants: true })
    .extend({
      maxParticipants: teeTimeDoc.shape.maxParticipants.default(TEE_TIME_DEFAULT_PLAYERS),
      /** May be left out: a save without it leaves the marker as it is. */
      markerId: teeTimeDoc.shape.markerId,
    }),
);

export type TeeTimeFormInput = z.input<typeof teeTimeFormSchema>;

/** par3Events/{id}/registrations/{uid}: the member's tee time (dietary requirements stay on the private profile). */
export const par3RegistrationDoc = onFirstUse(() =>
  z.strictObject({
    memberId: docId('Member'),
    teeTimeId: docId('Tee time', 'Please select a tee time'),
    /** The tee time's start, copied in for lists. */
    teeTime: text('Tee time', 0, 20),
    status: z.enum(REGISTRATION_STATUSES),
    registeredAt: moment,
    handicap: nullableHandicap,
    fullName: text('Full name', 0, 100),
    /** The arrival time (ISO) the day-before reminder was sent for (issue 20). */
    remindedFor: z.string().max(40).optional(),
  }),
);

export type Par3RegistrationDoc = z.infer<typeof par3RegistrationDoc>;

export const par3RegistrationRead = readShape(par3RegistrationDoc);

/** par3Scores/{id}: one member's round on one Par 3 night. */
export const par3ScoreDoc = onFirstUse(() =>
  z.strictObject({
    eventId: docId('Event'),
    memberId: docId('Member'),
    points: numberIn('Points', 0, 1000),
    /** 0: no gross score recorded. */
    grossScore: numberIn('Gross score', 0, 1000),
    birdies: wholeNumber('Birdies', 0, 100),
  }),
);

export type Par3ScoreDoc = z.infer<typeof par3ScoreDoc>;

export const par3ScoreRead = readShape(par3ScoreDoc, { birdies: 0, grossScore: 0 });

/**
 * Documents as the app, the functions and the admin forms write them, each
 * checked by its collection's strict schema (a builder that drifts from the
 * contract fails the test that uses it). Pure: the functions tests, the rules
 * tests, the browser tests and the component tests write these with whatever
 * SDK they hold. Every builder takes overrides, parsed with the rest.
 */
import {
  par3EventDoc,
  par3RegistrationDoc,
  teeTimeDoc,
  type Par3EventDoc,
  type Par3RegistrationDoc,
  type TeeTimeDoc,
} from '../../src/lib/schemas/par3';
import { heroSlideDoc, type HeroSlideDoc } from '../../src/lib/schemas/content';
import { EMPTY_PERSONAL_FIELDS, NEW_MEMBERSHIP, profileDoc, type ProfileDoc } from '../../src/lib/schemas/profile';
import { sponsorDoc, type SponsorDoc } from '../../src/lib/schemas/sponsor';
import { teamDoc, type TeamDoc } from '../../src/lib/schemas/team';
import { waitlistDoc, type WaitlistDoc } from '../../src/lib/schemas/waitlist';
import {
  tournamentDoc,
  tournamentRegistrationDoc,
  type TournamentDoc,
  type TournamentRegistrationDoc,
} from '../../src/lib/schemas/tournament';

const DAY_MS = 24 * 60 * 60 * 1000;

export function daysFromNow(days: number): Date {
  return new Date(Date.now() + days * DAY_MS);
}

/** A paid, active membership (what an admin sets once the fee is in). */
export const ACTIVE_MEMBERSHIP = {
  membershipStatus: 'active',
  membershipFeePaid: true,
  membershipFeeAmount: 500,
} as const satisfies Partial<ProfileDoc>;

/** A new member's profile as sign-up writes it (pending, unpaid), with a name and a phone. */
export function profileFor(email: string, overrides: Partial<ProfileDoc> = {}): ProfileDoc {
  const now = new Date();
  return profileDoc.parse({
    ...EMPTY_PERSONAL_FIELDS,
    fullName: `Member ${email.split('@')[0]}`,
    phone: '+971 50 123 4567',
    avatarUrl: '',
    preferredTeamId: null,
    email,
    ...NEW_MEMBERSHIP,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  });
}

/** A team as an admin creates it (totals 0 until the functions count). */
export function teamFor(name: string, overrides: Partial<TeamDoc> = {}): TeamDoc {
  return teamDoc.parse({
    name,
    color: '#112233',
    logoUrl: '',
    description: '',
    captainId: null,
    isGuest: false,
    totalPoints: 0,
    memberCount: 0,
    ...overrides,
  });
}

/** An upcoming tournament a week away as the admin form saves it (no registrations yet). */
export function tournamentFor(name: string, overrides: Partial<TournamentDoc> = {}): TournamentDoc {
  return tournamentDoc.parse({
    name,
    description: '',
    agenda: '',
    date: daysFromNow(7),
    teeOffTime: '08:00',
    location: 'Dubai Creek',
    format: 'stroke_play',
    maxParticipants: 40,
    isLeagueEvent: true,
    imageUrl: '',
    registrationFee: 0,
    status: 'upcoming',
    sponsorId: null,
    sponsorName: '',
    sponsorLogoUrl: '',
    registeredCount: 0,
    waitlistCount: 0,
    courseId: null,
    teeName: '',
    handicapAllowance: 95,
    groupsPublished: false,
    ...overrides,
  });
}

/** A registration as registerForTournament writes it. */
export function tournamentRegistrationFor(
  member: { uid: string; fullName?: string },
  overrides: Partial<TournamentRegistrationDoc> = {},
): TournamentRegistrationDoc {
  return tournamentRegistrationDoc.parse({
    memberId: member.uid,
    status: 'registered',
    registeredAt: new Date(),
    handicap: null,
    fullName: member.fullName ?? `Member ${member.uid}`,
    teamId: null,
    teamName: '',
    ...overrides,
  });
}

/** A Par 3 night three days away as the admin form saves it. */
export function par3EventFor(name: string, overrides: Partial<Par3EventDoc> = {}): Par3EventDoc {
  return par3EventDoc.parse({
    name,
    description: '',
    date: daysFromNow(3),
    location: 'Els Club',
    maxParticipants: 40,
    status: 'upcoming',
    registeredCount: 0,
    waitlistCount: 0,
    courseId: null,
    ...overrides,
  });
}

/** A tee time (18:00 for four, nobody yet). */
export function teeTimeFor(overrides: Partial<TeeTimeDoc> = {}): TeeTimeDoc {
  return teeTimeDoc.parse({ teeTime: '18:00', maxParticipants: 4, currentParticipants: 0, ...overrides });
}

/** A Par 3 registration as registerForPar3 writes it. */
export function par3RegistrationFor(
  member: { uid: string; fullName?: string },
  teeTime: { id: string; teeTime: string },
  overrides: Partial<Par3RegistrationDoc> = {},
): Par3RegistrationDoc {
  return par3RegistrationDoc.parse({
    memberId: member.uid,
    teeTimeId: teeTime.id,
    teeTime: teeTime.teeTime,
    status: 'registered',
    registeredAt: new Date(),
    handicap: null,
    fullName: member.fullName ?? `Member ${member.uid}`,
    ...overrides,
  });
}

/** A waiting place as joinTournamentWaitlist / joinPar3Waitlist write it. */
export function waitlistPlaceFor(member: { uid: string; fullName?: string }, overrides: Partial<WaitlistDoc> = {}): WaitlistDoc {
  return waitlistDoc.parse({
    memberId: member.uid,
    joinedAt: new Date(),
    handicap: null,
    fullName: member.fullName ?? `Member ${member.uid}`,
    ...overrides,
  });
}

/** An active gold sponsor as the admin form saves it, without a logo or website. */
export function sponsorFor(name: string, overrides: Partial<SponsorDoc> = {}): SponsorDoc {
  return sponsorDoc.parse({
    name,
    description: '',
    tier: 'gold',
    logoUrl: '',
    websiteUrl: '',
    displayOrder: 0,
    active: true,
    ...overrides,
  });
}

/** An active hero slide as the admin form saves it, on a seeded image, its button to /join. */
export function slideFor(title: string, overrides: Partial<HeroSlideDoc> = {}): HeroSlideDoc {
  return heroSlideDoc.parse({
    badge: 'Season',
    title,
    subtitle: 'Play with us',
    cta: 'Join now',
    ctaLink: '/join',
    imageUrl: '/images/seed/hero-1.webp',
    displayOrder: 0,
    isActive: true,
    ...overrides,
  });
}

/**
 * The documents the seed writes: the collections' own schemas
 * (src/lib/schemas, docs/decisions/0009-shapes-defined-once.md), as the app
 * reads them (moments are `Date`s; the Admin SDK stores them as Timestamps).
 * What the seed enters leaves out the fields the functions keep (counters).
 */
import type { HeroSlideDoc, PageContentDoc } from '../../src/lib/schemas/content';
import type { NewsDoc } from '../../src/lib/schemas/news';
import type { Par3EventDoc, Par3RegistrationDoc, Par3ScoreDoc, TeeTimeDoc } from '../../src/lib/schemas/par3';
import type { ProfileDoc } from '../../src/lib/schemas/profile';
import type { CardStatus, CourseDoc, GroupDoc, StrokesMap } from '../../src/lib/schemas/scoring';
import type { SponsorDoc } from '../../src/lib/schemas/sponsor';
import type { TeamFormInput, TeamMemberDoc } from '../../src/lib/schemas/team';
import type { ScoreDoc, TournamentDoc, TournamentRegistrationDoc } from '../../src/lib/schemas/tournament';
import type { WaitlistDoc } from '../../src/lib/schemas/waitlist';

export type {
  CourseDoc,
  GroupDoc,
  HeroSlideDoc,
  NewsDoc,
  PageContentDoc,
  Par3RegistrationDoc,
  Par3ScoreDoc,
  ProfileDoc,
  ScoreDoc,
  SponsorDoc,
  TeamMemberDoc,
  TournamentRegistrationDoc,
};

export type Gender = ProfileDoc['gender'];
export type TshirtSize = Exclude<ProfileDoc['tshirtSize'], ''>;
export type MembershipStatus = ProfileDoc['membershipStatus'];
export type TournamentFormat = TournamentDoc['format'];
export type EventStatus = TournamentDoc['status'];
export type SponsorTier = SponsorDoc['tier'];

/** A top-level document. */
export interface Doc<T> {
  id: string;
  data: T;
}

/** A subcollection document: `{parentCollection}/{parentId}/{sub}/{id}`. */
export interface SubDoc<T> extends Doc<T> {
  parentId: string;
}

/** A team as an admin edits it (the team form); `totalPoints` and `memberCount` are derived. */
export type TeamSource = TeamFormInput;

/** The day-of-play fields of an event (issue 28): absent on an event without a course (they read as none). */
type DayOfPlay<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** A tournament as an admin edits it; `registeredCount` and `waitlistCount` are derived. */
export type TournamentSource = DayOfPlay<
  Omit<TournamentDoc, 'registeredCount' | 'waitlistCount'>,
  'courseId' | 'teeName' | 'handicapAllowance' | 'groupsPublished' | 'hiddenHoles'
>;

/** A Par 3 event as an admin edits it; `registeredCount` and `waitlistCount` are derived. */
export type Par3EventSource = DayOfPlay<Omit<Par3EventDoc, 'registeredCount' | 'waitlistCount'>, 'courseId'>;

/** A tee time as an admin edits it; `currentParticipants` is derived. */
export type TeeTimeSource = Omit<TeeTimeDoc, 'currentParticipants'>;

/** A waiting place as the seed asks for it (joinWaitlist as an admin); `joinedAt` is the server's time of the call. */
export type WaitingSource = Omit<WaitlistDoc, 'joinedAt'>;

/**
 * What a group's marker has entered on a card of today's tournament by the
 * time the seed runs: holes only (the functions derive the rest), and the
 * status once the marker has submitted the group's cards.
 */
export interface CardEntries {
  strokes: StrokesMap;
  status: Extract<CardStatus, 'open' | 'submitted'>;
}

/** An Auth account to create. */
export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  admin: boolean;
}

/** What an admin or a member would have entered: everything but derived data. */
export interface SeedSource {
  accounts: SeedAccount[];
  profiles: Doc<ProfileDoc>[];
  teams: Doc<TeamSource>[];
  teamMembers: Doc<TeamMemberDoc>[];
  tournaments: Doc<TournamentSource>[];
  tournamentRegistrations: SubDoc<TournamentRegistrationDoc>[];
  /** Waiting places on full tournaments, in the order the members join. */
  tournamentWaitlist: SubDoc<WaitingSource>[];
  scores: Doc<ScoreDoc>[];
  par3Events: Doc<Par3EventSource>[];
  teeTimes: SubDoc<TeeTimeSource>[];
  par3Registrations: SubDoc<Par3RegistrationDoc>[];
  par3Scores: Doc<Par3ScoreDoc>[];
  /** The courses the season's events are played on (admins enter them first). */
  courses: Doc<CourseDoc>[];
  /** The published groups of today's tournament (written once its registrations are in). */
  tournamentGroups: SubDoc<GroupDoc>[];
  /** The markers' entries so far on today's cards (parentId: the tournament; id: the player). */
  cardEntries: SubDoc<CardEntries>[];
  news: Doc<NewsDoc>[];
  sponsors: Doc<SponsorDoc>[];
  heroSlides: Doc<HeroSlideDoc>[];
  pageContent: Doc<PageContentDoc>[];
}

/** What `seed()` reports: document counts per collection and the time taken. */
export interface SeedSummary {
  projectId: string;
  size: number;
  today: string;
  users: number;
  profiles: number;
  teams: number;
  tournaments: number;
  tournamentRegistrations: number;
  tournamentWaitlist: number;
  scores: number;
  par3Events: number;
  teeTimes: number;
  par3Registrations: number;
  par3Scores: number;
  courses: number;
  groups: number;
  /** Cards the functions made (one per registration on an event with a course). */
  cards: number;
  cardsEntered: number;
  news: number;
  sponsors: number;
  heroSlides: number;
  pageContent: number;
  documents: number;
  seconds: number;
}

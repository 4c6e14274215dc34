/**
 * The documents the seed writes, field for field as in
 * docs/decisions/0001-data-model.md. Moments are `Date`s here; the Admin SDK
 * stores them as Firestore Timestamps.
 */

export type Gender = 'male' | 'female' | 'other' | 'prefer_not_to_say' | '';
export type TshirtSize = 'XS' | 'S' | 'M' | 'L' | 'XL' | 'XXL';
export type MembershipStatus = 'pending' | 'active' | 'expired' | 'cancelled';
export type TournamentFormat = 'stroke_play' | 'team_event' | 'medal';
export type EventStatus = 'upcoming' | 'completed';
export type SponsorTier = 'platinum' | 'gold' | 'silver';

/** A top-level document. */
export interface Doc<T> {
  id: string;
  data: T;
}

/** A subcollection document: `{parentCollection}/{parentId}/{sub}/{id}`. */
export interface SubDoc<T> extends Doc<T> {
  parentId: string;
}

export interface ProfileDoc {
  fullName: string;
  email: string;
  phone: string;
  dateOfBirth: Date | null;
  nationality: string;
  gender: Gender;
  handicap: number | null;
  tshirtSize: TshirtSize | '';
  golfClubMembership: string;
  dietaryRequirements: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  egfGhinNumber: string;
  avatarUrl: string;
  preferredTeamId: string | null;
  membershipStatus: MembershipStatus;
  membershipFeePaid: boolean;
  membershipFeeAmount: number | null;
  membershipExpiry: Date | null;
  isGuest: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A team as an admin edits it; `totalPoints` and `memberCount` are derived. */
export interface TeamSource {
  name: string;
  color: string;
  logoUrl: string;
  description: string;
  captainId: string | null;
  isGuest: boolean;
}

export interface TeamMemberDoc {
  teamId: string;
}

/** A tournament as an admin edits it; `registeredCount` is derived. */
export interface TournamentSource {
  name: string;
  description: string;
  agenda: string;
  date: Date;
  teeOffTime: string;
  location: string;
  format: TournamentFormat;
  maxParticipants: number;
  isLeagueEvent: boolean;
  imageUrl: string;
  registrationFee: number;
  status: EventStatus;
  sponsorId: string | null;
  sponsorName: string;
  sponsorLogoUrl: string;
}

export interface TournamentRegistrationDoc {
  status: 'registered';
  registeredAt: Date;
  handicap: number | null;
  fullName: string;
  teamId: string | null;
  teamName: string;
}

export interface ScoreDoc {
  tournamentId: string;
  memberId: string;
  teamId: string | null;
  grossScore: number;
  netScore: number;
  points: number;
  birdies: number;
}

/** A Par 3 event as an admin edits it; `registeredCount` is derived. */
export interface Par3EventSource {
  name: string;
  description: string;
  date: Date;
  location: string;
  maxParticipants: number;
  status: EventStatus;
}

/** A tee time as an admin edits it; `currentParticipants` is derived. */
export interface TeeTimeSource {
  teeTime: string;
  maxParticipants: number;
}

export interface Par3RegistrationDoc {
  teeTimeId: string;
  status: 'registered';
  registeredAt: Date;
  handicap: number | null;
  fullName: string;
}

export interface Par3ScoreDoc {
  eventId: string;
  memberId: string;
  points: number;
  grossScore: number;
  birdies: number;
}

export interface NewsDoc {
  title: string;
  category: string;
  excerpt: string;
  content: string;
  heroImageUrl: string;
  published: boolean;
  authorId: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface SponsorDoc {
  name: string;
  description: string;
  tier: SponsorTier;
  logoUrl: string;
  websiteUrl: string;
  displayOrder: number;
  active: boolean;
}

export interface HeroSlideDoc {
  badge: string;
  title: string;
  subtitle: string;
  cta: string;
  ctaLink: string;
  imageUrl: string;
  displayOrder: number;
  isActive: boolean;
}

export interface PageContentDoc {
  sections: Record<string, string>;
  updatedAt: Date;
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
  scores: Doc<ScoreDoc>[];
  par3Events: Doc<Par3EventSource>[];
  teeTimes: SubDoc<TeeTimeSource>[];
  par3Registrations: SubDoc<Par3RegistrationDoc>[];
  par3Scores: Doc<Par3ScoreDoc>[];
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
  scores: number;
  par3Events: number;
  teeTimes: number;
  par3Registrations: number;
  par3Scores: number;
  news: number;
  sponsors: number;
  heroSlides: number;
  pageContent: number;
  documents: number;
  seconds: number;
}

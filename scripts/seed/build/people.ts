import { profileFor } from '../../../tests/support/builders';
import { DEMO_ADMIN, DEMO_MEMBER, DEMO_PASSWORD } from '../accounts';
import { addMonths, atDubaiTime, daysBefore, dubaiDay } from '../dates';
import type { Random } from '../random';
import { DIETARY_REQUIREMENTS, HOME_CLUBS, MOBILE_PREFIXES, NATIONALITIES, TSHIRT_WEIGHTS, type NationalityNames } from '../tables/people';
import { TEAMS, teamLogoUrl } from '../tables/teams';
import type { Doc, Gender, MembershipStatus, ProfileDoc, SeedAccount, TeamMemberDoc, TeamSource } from '../types';

/** The people of the season: accounts, private profiles, teams and who plays for whom. */
export interface People {
  accounts: SeedAccount[];
  profiles: Doc<ProfileDoc>[];
  teams: Doc<TeamSource>[];
  teamMembers: Doc<TeamMemberDoc>[];
}

/** Team members per team at size 1 (the spec's "4 players per team"). */
export const TEAM_SIZE = 4;
/** Members without a team at size 1 (the teams page's "Meet the Subs"). */
export const SUBS = 6;
/** What the subs are, in turn: recent sign-ups, a guest, a lapsed member, a paid sub. */
const SUB_KINDS = ['pending', 'pending-no-fee', 'pending', 'guest', 'expired', 'active'] as const;
type SubKind = (typeof SUB_KINDS)[number];

export const MEMBERSHIP_FEE = 500;
/** The demo member plays for this team; the demo admin captains the second. */
const DEMO_MEMBER_TEAM = 'desert-eagles';
const DEMO_ADMIN_TEAM = 'falcon-flyers';

interface Person {
  uid: string;
  first: string;
  last: string;
  nationality: NationalityNames;
  gender: 'male' | 'female';
  email: string;
}

/** `José O'Brien` -> `jose.obrien`: ASCII letters and digits only. */
function emailPart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const memberUid = (n: number) => `member-${String(n).padStart(3, '0')}`;

/** Generates `count` distinct people; every nationality appears before any repeats. */
function generatePeople(rng: Random, count: number, taken: Set<string>): Person[] {
  const order = [
    ...rng.shuffle(NATIONALITIES),
    ...Array.from({ length: Math.max(0, count - NATIONALITIES.length) }, () =>
      rng.weighted(NATIONALITIES.map((n) => [n, n.weight] as const)),
    ),
  ].slice(0, count);
  const names = new Set<string>();
  return order.map((nationality, i) => {
    const gender = rng.chance(0.22) ? 'female' : 'male';
    let first = '';
    let last = '';
    for (let attempt = 0; attempt < 20; attempt++) {
      first = rng.pick(gender === 'female' ? nationality.female : nationality.male);
      last = rng.pick(nationality.family);
      if (!names.has(`${first} ${last}`)) break;
    }
    names.add(`${first} ${last}`);
    const base = `${emailPart(first)}.${emailPart(last)}`;
    let local = base;
    for (let n = 2; taken.has(local); n++) local = `${base}${n}`;
    taken.add(local);
    return { uid: memberUid(i + 1), first, last, nationality, gender, email: `${local}@example.com` };
  });
}

function phone(rng: Random): string {
  return `+971 ${rng.pick(MOBILE_PREFIXES)} ${rng.int(200, 999)} ${rng.int(1000, 9999)}`;
}

/** Handicaps of a typical society: mostly mid-teens, a few low and high. */
function handicap(rng: Random): number {
  const mean = (rng.float(2, 34) + rng.float(2, 34) + rng.float(2, 34)) / 3;
  return Math.round(mean * 10) / 10;
}

/** The first anniversary of `joined` after `today` (memberships renew yearly). */
function nextExpiry(joined: Date, today: Date): Date {
  let expiry = addMonths(joined, 12);
  for (let years = 2; expiry.getTime() <= today.getTime(); years++) expiry = addMonths(joined, 12 * years);
  return expiry;
}

interface ProfileOptions {
  kind: 'team' | SubKind;
  teamId: string | null;
  handicap?: number;
  /** Every optional field filled in (the demo accounts show a complete profile). */
  complete?: boolean;
}

function profile(rng: Random, person: Person, today: Date, options: ProfileOptions): ProfileDoc {
  const { kind, teamId, complete = false } = options;
  const has = (p: number) => complete || rng.chance(p);
  const pending = kind === 'pending' || kind === 'pending-no-fee';
  const joinedDaysAgo = pending ? rng.int(1, 14) : kind === 'expired' ? rng.int(400, 520) : rng.int(45, 720);
  const createdAt = atDubaiTime(dubaiDay(daysBefore(today, joinedDaysAgo)), `${rng.int(7, 22)}:${rng.pick(['05', '20', '35', '50'])}`);
  const status: MembershipStatus = pending ? 'pending' : kind === 'expired' ? 'expired' : 'active';
  const age = rng.int(24, 66);
  const birthDay = dubaiDay(daysBefore(today, age * 365 + rng.int(0, 364)));
  const spouseGender = person.gender === 'male' ? 'female' : 'male';
  const hasEmergency = !pending || has(0.5);
  const gender: Gender = rng.chance(0.03) ? 'prefer_not_to_say' : person.gender;
  // Built as the tests build theirs (one builder, parsed by the profile's strict schema).
  return profileFor(person.email, {
    fullName: `${person.first} ${person.last}`,
    phone: phone(rng),
    dateOfBirth: has(0.85) ? atDubaiTime(birthDay, '12:00') : null,
    nationality: person.nationality.nationality,
    gender,
    handicap: options.handicap ?? (pending && rng.chance(0.5) ? null : handicap(rng)),
    tshirtSize: has(0.9) ? rng.weighted(TSHIRT_WEIGHTS) : '',
    golfClubMembership: has(0.55) ? rng.pick(HOME_CLUBS) : '',
    dietaryRequirements: rng.chance(0.15) ? rng.pick(DIETARY_REQUIREMENTS) : '',
    emergencyContactName: hasEmergency
      ? `${rng.pick(spouseGender === 'female' ? person.nationality.female : person.nationality.male)} ${person.last}`
      : '',
    emergencyContactPhone: hasEmergency ? phone(rng) : '',
    egfGhinNumber: has(0.4) ? String(rng.int(1_000_000, 9_999_999)) : '',
    avatarUrl: '',
    preferredTeamId: teamId ?? (rng.chance(0.5) ? rng.pick(TEAMS).id : null),
    membershipStatus: status,
    membershipFeePaid: status === 'active',
    membershipFeeAmount: kind === 'pending-no-fee' ? null : MEMBERSHIP_FEE,
    membershipExpiry: status === 'active' ? nextExpiry(createdAt, today) : status === 'expired' ? addMonths(createdAt, 12) : null,
    isGuest: kind === 'guest',
    createdAt,
    updatedAt: new Date(createdAt.getTime() + rng.next() * (today.getTime() - createdAt.getTime())),
  });
}

/**
 * Ten teams of 4 x size members (the demo member in Desert Eagles, the demo
 * admin captaining Falcon Flyers) plus 6 x size subs without a team.
 */
export function buildPeople(rng: Random, today: Date, size: number): People {
  const teamPlaces = TEAMS.length * TEAM_SIZE * size;
  const subCount = SUBS * size;
  const taken = new Set(['admin', 'member']);
  const generated = generatePeople(rng.fork('names'), teamPlaces - 2 + subCount, taken);
  const demo = (account: typeof DEMO_ADMIN, nationality: string, gender: 'male' | 'female'): Person => {
    const [first = '', ...rest] = account.fullName.split(' ');
    const names = NATIONALITIES.find((n) => n.nationality === nationality);
    if (!names) throw new Error(`Unknown nationality ${nationality}`);
    return { uid: account.uid, first, last: rest.join(' '), nationality: names, gender, email: account.email };
  };
  const demoAdmin = demo(DEMO_ADMIN, 'Lebanese', 'male');
  const demoMember = demo(DEMO_MEMBER, 'British', 'female');

  // Team rosters: the demo accounts first in their teams, the rest shuffled in.
  const players = rng.fork('rosters').shuffle(generated.slice(0, teamPlaces - 2));
  const rosters = new Map<string, Person[]>(TEAMS.map((t) => [t.id, []]));
  rosters.get(DEMO_ADMIN_TEAM)?.push(demoAdmin);
  rosters.get(DEMO_MEMBER_TEAM)?.push(demoMember);
  const perTeam = TEAM_SIZE * size;
  for (const team of TEAMS) {
    const roster = rosters.get(team.id) ?? [];
    while (roster.length < perTeam) {
      const next = players.pop();
      if (!next) throw new Error('Not enough players for the rosters');
      roster.push(next);
    }
  }

  const profileRng = rng.fork('profiles');
  const accounts: SeedAccount[] = [];
  const profiles: Doc<ProfileDoc>[] = [];
  const teamMembers: Doc<TeamMemberDoc>[] = [];
  const teams: Doc<TeamSource>[] = [];
  const add = (person: Person, options: ProfileOptions) => {
    const isAdmin = person.uid === DEMO_ADMIN.uid;
    const password = isAdmin ? DEMO_ADMIN.password : person.uid === DEMO_MEMBER.uid ? DEMO_MEMBER.password : DEMO_PASSWORD;
    const data = profile(profileRng, person, today, options);
    accounts.push({ uid: person.uid, email: person.email, password, displayName: data.fullName, admin: isAdmin });
    profiles.push({ id: person.uid, data });
  };

  for (const team of TEAMS) {
    const roster = rosters.get(team.id) ?? [];
    // The demo admin captains their team; elsewhere the first non-demo player does.
    const captain = roster.find((p) => p.uid === DEMO_ADMIN.uid) ?? roster.find((p) => p.uid !== DEMO_MEMBER.uid);
    teams.push({
      id: team.id,
      data: {
        name: team.name,
        color: team.color,
        logoUrl: teamLogoUrl(team.id),
        description: team.description,
        captainId: captain?.uid ?? null,
        isGuest: false,
      },
    });
    for (const person of roster) {
      const isDemo = person.uid === DEMO_MEMBER.uid || person.uid === DEMO_ADMIN.uid;
      const fixed = person.uid === DEMO_MEMBER.uid ? 14.2 : person.uid === DEMO_ADMIN.uid ? 9.8 : undefined;
      add(person, { kind: 'team', teamId: team.id, handicap: fixed, complete: isDemo });
      teamMembers.push({ id: person.uid, data: { teamId: team.id } });
    }
  }
  generated.slice(teamPlaces - 2).forEach((person, i) => {
    add(person, { kind: SUB_KINDS[i % SUB_KINDS.length] ?? 'active', teamId: null });
  });

  // Stable order: demo accounts first, then member-001, member-002...
  const rank = (uid: string) => (uid === DEMO_ADMIN.uid ? '0' : uid === DEMO_MEMBER.uid ? '1' : `2${uid.padStart(12, '0')}`);
  accounts.sort((a, b) => rank(a.uid).localeCompare(rank(b.uid)));
  profiles.sort((a, b) => rank(a.id).localeCompare(rank(b.id)));
  teamMembers.sort((a, b) => rank(a.id).localeCompare(rank(b.id)));

  return { accounts, profiles, teams, teamMembers };
}

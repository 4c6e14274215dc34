import type { TournamentFormat } from '../types';

/**
 * The season's tournaments: twelve league rounds and a society day. `dayOffset` is days from today (negative:
 * played); the date is the nearest Saturday on that side of the offset, except
 * 0: today, the day of play (scripts/seed/build/day-of-play.ts), whose field is
 * the same at every size. `registrations` is how many members are entered at
 * size 1 (upcoming only).
 */
export interface TournamentRow {
  id: string;
  name: string;
  location: string;
  format: TournamentFormat;
  dayOffset: number;
  teeOffTime: string;
  registrationFee: number;
  maxParticipants: number;
  sponsorId: string | null;
  imageUrl: string;
  description: string;
  /** Extra agenda lines after play (the arrival and tee-off lines are generated). */
  afterPlay: string;
  registrations: number;
  /** Whether the demo member is entered (upcoming only). */
  demoMemberRegistered: boolean;
  /** Members on its waiting list (at any size), in the order they joined (a full upcoming one only). */
  waiting?: number;
  /** A society day outside the league's twelve rounds (default: a league round). */
  league?: false;
}

export const TOURNAMENTS: readonly TournamentRow[] = [
  {
    id: 'season-opener',
    name: 'Season Opener Stableford',
    location: 'Emirates Golf Club, Majlis Course',
    format: 'stroke_play',
    dayOffset: -145,
    teeOffTime: '07:30',
    registrationFee: 450,
    maxParticipants: 40,
    sponsorId: 'al-noor-properties',
    imageUrl: '/images/seed/hero-1.webp',
    description:
      'The first league round of the season on the course that hosts the Dubai Desert Classic. Individual Stableford, full handicap allowance, with every point counting towards the team league.',
    afterPlay: 'Lunch and prize-giving in the Champions Bar',
    registrations: 0,
    demoMemberRegistered: false,
  },
  {
    id: 'creek-medal',
    name: 'Creek Monthly Medal',
    location: 'Dubai Creek Golf & Yacht Club',
    format: 'medal',
    dayOffset: -117,
    teeOffTime: '07:00',
    registrationFee: 395,
    maxParticipants: 40,
    sponsorId: null,
    imageUrl: '/images/seed/news-2.webp',
    description:
      'A medal round along the creek with the city skyline as a backdrop. Net stroke play; Stableford points are calculated for the league table.',
    afterPlay: 'Breakfast buffet and results on the terrace',
    registrations: 0,
    demoMemberRegistered: false,
  },
  {
    id: 'estates-team-classic',
    name: 'Earth Course Team Classic',
    location: 'Jumeirah Golf Estates, Earth Course',
    format: 'team_event',
    dayOffset: -89,
    teeOffTime: '07:15',
    registrationFee: 495,
    maxParticipants: 40,
    sponsorId: 'dune-motors',
    imageUrl: '/images/seed/news-1.webp',
    description:
      'Teams of four play together on the home of the DP World Tour Championship. The best two Stableford scores on each hole count for the team, and every individual score counts for the order of merit.',
    afterPlay: 'Team photos, lunch and prize-giving',
    registrations: 0,
    demoMemberRegistered: false,
  },
  {
    id: 'ranches-stableford',
    name: 'Arabian Ranches Stableford',
    location: 'Arabian Ranches Golf Club',
    format: 'stroke_play',
    dayOffset: -61,
    teeOffTime: '07:30',
    registrationFee: 350,
    maxParticipants: 40,
    sponsorId: 'fairway-outfitters',
    imageUrl: '/images/seed/news-4.webp',
    description:
      'A desert-style layout with generous fairways and tricky greens. Individual Stableford with nearest-the-pin prizes on all par 3s from Fairway Outfitters.',
    afterPlay: 'Lunch, nearest-the-pin prizes and results',
    registrations: 0,
    demoMemberRegistered: false,
  },
  {
    id: 'montgomerie-team-cup',
    name: 'Montgomerie Team Cup',
    location: 'Montgomerie Golf Club Dubai',
    format: 'team_event',
    dayOffset: -33,
    teeOffTime: '08:00',
    registrationFee: 375,
    maxParticipants: 40,
    sponsorId: null,
    imageUrl: '/images/seed/hero-2.webp',
    description: 'The halfway team event, played past the famous island green on the 13th. Best two scores per hole count for the team.',
    afterPlay: 'Barbecue lunch and prize-giving',
    registrations: 0,
    demoMemberRegistered: false,
  },
  {
    id: 'majlis-stableford',
    name: 'Majlis Stableford',
    location: 'Emirates Golf Club, Majlis Course',
    format: 'stroke_play',
    dayOffset: 0,
    teeOffTime: '07:00',
    registrationFee: 450,
    maxParticipants: 24,
    sponsorId: 'al-noor-properties',
    imageUrl: '/images/seed/hero-3.webp',
    description:
      'A society day outside the league: an early start on the Majlis, individual Stableford off the white tees in groups of four, each group\u2019s marker entering the card on their phone as they play. Follow the live leaderboard from the clubhouse.',
    afterPlay: 'Brunch and prize-giving in the Champions Bar',
    registrations: 20,
    demoMemberRegistered: true,
    league: false,
  },
  {
    id: 'els-club-medal',
    name: 'Els Club Medal',
    location: 'The Els Club Dubai',
    format: 'medal',
    dayOffset: 10,
    teeOffTime: '07:30',
    registrationFee: 425,
    maxParticipants: 40,
    sponsorId: null,
    imageUrl: '/images/seed/news-1.webp',
    description:
      'A links-style test designed by Ernie Els, with firm fast greens and plenty of sand. Net medal play; Stableford points count for the league.',
    afterPlay: 'Lunch and prize-giving in the clubhouse',
    registrations: 26,
    demoMemberRegistered: true,
  },
  {
    id: 'al-zorah-twilight',
    name: 'Al Zorah Twilight Invitational',
    location: 'Al Zorah Golf Club, Ajman',
    format: 'team_event',
    dayOffset: 24,
    teeOffTime: '14:30',
    registrationFee: 300,
    maxParticipants: 12,
    sponsorId: 'marina-coffee',
    imageUrl: '/images/seed/hero-2.webp',
    description:
      'A small-field twilight team event through the mangroves of Al Zorah, limited to twelve players. Three teams of four, sunset on the back nine and dinner by the water.',
    afterPlay: 'Sunset dinner and prize-giving',
    registrations: 11,
    demoMemberRegistered: false,
  },
  {
    id: 'dubai-hills-stableford',
    name: 'Dubai Hills Stableford',
    location: 'Dubai Hills Golf Club',
    format: 'stroke_play',
    dayOffset: 38,
    teeOffTime: '07:00',
    registrationFee: 450,
    maxParticipants: 40,
    sponsorId: 'creekside-physio',
    imageUrl: '/images/seed/news-4.webp',
    description:
      'Rolling fairways with views of the Burj Khalifa. Individual Stableford, with a free warm-up and mobility session by Creekside Physio before the shotgun.',
    afterPlay: 'Lunch and prize-giving',
    registrations: 14,
    demoMemberRegistered: true,
  },
  {
    id: 'saadiyat-away-day',
    name: 'Saadiyat Beach Away Day',
    location: 'Saadiyat Beach Golf Club, Abu Dhabi',
    format: 'stroke_play',
    dayOffset: 59,
    teeOffTime: '08:00',
    registrationFee: 550,
    maxParticipants: 40,
    sponsorId: 'gulf-horizon-bank',
    imageUrl: '/images/seed/hero-1.webp',
    description:
      'Our annual away day on the beachfront course in Abu Dhabi. Shared transport leaves Dubai at 06:00; individual Stableford for the league.',
    afterPlay: 'Beach club lunch, prize-giving and coach back to Dubai',
    registrations: 6,
    demoMemberRegistered: false,
  },
  {
    id: 'yas-links-team-cup',
    name: 'Yas Links Team Cup',
    location: 'Yas Links Abu Dhabi',
    format: 'team_event',
    dayOffset: 80,
    teeOffTime: '07:30',
    registrationFee: 595,
    maxParticipants: 40,
    sponsorId: null,
    imageUrl: '/images/seed/news-3.webp',
    description: 'A true links by the Arabian Gulf. The last team event before the finale, and the one that usually decides the league.',
    afterPlay: 'Lunch and prize-giving',
    registrations: 0,
    demoMemberRegistered: false,
  },
  {
    id: 'al-hamra-medal',
    name: 'Al Hamra Medal',
    location: 'Al Hamra Golf Club, Ras Al Khaimah',
    format: 'medal',
    dayOffset: 101,
    teeOffTime: '08:00',
    registrationFee: 395,
    maxParticipants: 16,
    sponsorId: 'dune-motors',
    imageUrl: '/images/seed/news-2.webp',
    description:
      'Lagoon-side medal round in Ras Al Khaimah, limited to sixteen players by the hotel\u2019s room block for the optional overnight stay. Net medal; Stableford points for the league.',
    afterPlay: 'Lunch and prize-giving by the lagoon',
    registrations: 16,
    demoMemberRegistered: false,
    waiting: 3,
  },
  {
    id: 'season-finale',
    name: 'Season Finale & Awards Dinner',
    location: 'Emirates Golf Club, Faldo Course',
    format: 'team_event',
    dayOffset: 122,
    teeOffTime: '14:00',
    registrationFee: 650,
    maxParticipants: 40,
    sponsorId: 'gulf-horizon-bank',
    imageUrl: '/images/seed/hero-3.webp',
    description:
      'The last round of the league, finishing under the floodlights, followed by the awards dinner: league champions, order of merit, birdie leader and Par 3 League winner.',
    afterPlay: 'Awards dinner (smart casual) in the Spike Bar',
    registrations: 0,
    demoMemberRegistered: false,
  },
];

/** Floodlit par 3 courses the Par 3 League alternates between. */
export const PAR3_VENUES: readonly string[] = ['The Track, Meydan Golf', 'Dubai Creek Golf & Yacht Club, Par 3 Course'];

/** Par 3 League nights: 18:00 Dubai time every Wednesday. */
export const PAR3_START = '18:00';
export const PAR3_INTERVAL_MINUTES = 10;
export const PAR3_PAST_EVENTS = 6;
export const PAR3_UPCOMING_EVENTS = 5;
/** Upcoming events: [tee times, registrations] at every size. */
export const PAR3_UPCOMING_PLAN: readonly (readonly [number, number])[] = [
  [4, 11],
  [5, 6],
  [3, 3],
  [4, 0],
  [3, 0],
];

import { pathOf } from './routes';

/** Every address the app links to, typed, from the route table (routes.ts). */
export const paths = {
  home: pathOf('home'),
  about: pathOf('about'),
  news: pathOf('news'),
  article: (id: string) => pathOf('article', id),
  sponsors: pathOf('sponsors'),
  tournaments: pathOf('tournaments'),
  pastTournaments: pathOf('pastTournaments'),
  tournament: (id: string) => pathOf('tournament', id),
  tournamentLeaderboard: (id: string) => pathOf('tournamentLeaderboard', id),
  tournamentRegister: (id: string) => pathOf('tournamentRegister', id),
  par3League: pathOf('par3League'),
  par3Register: (id: string) => pathOf('par3Register', id),
  teams: pathOf('teams'),
  join: pathOf('join'),
  auth: pathOf('auth'),
  signUp: `${pathOf('auth')}?mode=signup`,
  dashboard: pathOf('dashboard'),
  profile: pathOf('profile'),
  admin: pathOf('admin'),
  terms: pathOf('terms'),
  privacy: pathOf('privacy'),
  install: pathOf('install'),
  playCard: (kind: 'tournament' | 'par3', id: string) => pathOf(kind === 'par3' ? 'playPar3' : 'playTournament', id),
} as const;

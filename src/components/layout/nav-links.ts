import { paths } from '@/config/paths';

export interface NavTarget {
  label: string;
  to: string;
}

/** The top navigation's public links, in the spec's order. */
export const mainLinks: readonly NavTarget[] = [
  { label: 'About', to: paths.about },
  { label: 'News', to: paths.news },
  { label: 'Teams', to: paths.teams },
  { label: 'Sponsors', to: paths.sponsors },
  { label: 'Tournaments', to: paths.tournaments },
  { label: 'Par 3 League', to: paths.par3League },
  { label: 'Results', to: paths.pastTournaments },
];

/** Links a signed-in member sees next to the public ones. */
export const memberLinks: readonly NavTarget[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Profile', to: paths.profile },
];

/**
 * The league's ten teams. Colours and initials match the logos drawn by
 * make-images.sh (public/images/seed/team-{id}.png).
 */
export interface TeamRow {
  id: string;
  name: string;
  color: string;
  description: string;
}

export const TEAMS: readonly TeamRow[] = [
  {
    id: 'desert-eagles',
    name: 'Desert Eagles',
    color: '#B5452B',
    description: 'Founding team of the society and three-time league runners-up. Long off the tee, patient on the greens.',
  },
  {
    id: 'dune-drivers',
    name: 'Dune Drivers',
    color: '#B8860B',
    description: 'Big hitters who never met a fairway bunker they could not carry. Famous for their Friday-night team dinners.',
  },
  {
    id: 'falcon-flyers',
    name: 'Falcon Flyers',
    color: '#1F4E79',
    description: 'Reigning league champions, built on steady handicaps and a ruthless approach to Stableford points.',
  },
  {
    id: 'oasis-putters',
    name: 'Oasis Putters',
    color: '#2E8B57',
    description: 'Short game specialists. What they give away off the tee they win back within fifty yards of the flag.',
  },
  {
    id: 'palm-strikers',
    name: 'Palm Strikers',
    color: '#556B2F',
    description: 'A mix of new members and old hands, and the loudest cheer squad at every prize-giving.',
  },
  {
    id: 'marina-mavericks',
    name: 'Marina Mavericks',
    color: '#0077B6',
    description: 'Dubai Marina neighbours who play as they live: fast, sociable and always up for a challenge.',
  },
  {
    id: 'creek-chippers',
    name: 'Creek Chippers',
    color: '#5E548E',
    description: 'Regulars at the floodlit Par 3 nights and the team to beat when the wind gets up.',
  },
  {
    id: 'sandstorm-swingers',
    name: 'Sandstorm Swingers',
    color: '#D2691E',
    description: 'Born in a shamal at the season opener and still smiling. Bunker play is their party trick.',
  },
  {
    id: 'pearl-divers',
    name: 'Pearl Divers',
    color: '#4A6274',
    description: 'Quiet, consistent and dangerous in team formats. They have not missed a prize table in two seasons.',
  },
  {
    id: 'gulf-gladiators',
    name: 'Gulf Gladiators',
    color: '#7B2D26',
    description: 'Match-play enthusiasts who treat every tournament like a Ryder Cup Sunday.',
  },
];

export const teamLogoUrl = (teamId: string) => `/images/seed/team-${teamId}.png`;

import type { SponsorDoc } from '../types';

/** The season's partners (fictitious companies; logos from make-images.sh). */
export const SPONSORS: readonly { id: string; data: SponsorDoc }[] = [
  {
    id: 'al-noor-properties',
    data: {
      name: 'Al Noor Properties',
      description:
        'Title partner of the league. Al Noor builds and manages golf-front homes across Dubai and is proud to back amateur golf in the UAE.',
      tier: 'platinum',
      logoUrl: '/images/seed/sponsor-al-noor-properties.png',
      websiteUrl: 'https://example.com/al-noor-properties',
      displayOrder: 1,
      active: true,
    },
  },
  {
    id: 'gulf-horizon-bank',
    data: {
      name: 'Gulf Horizon Bank',
      description: 'Sponsor of the season finale and the birdie leaderboard. Members enjoy preferential rates on the Horizon golf card.',
      tier: 'platinum',
      logoUrl: '/images/seed/sponsor-gulf-horizon-bank.png',
      websiteUrl: 'https://example.com/gulf-horizon-bank',
      displayOrder: 2,
      active: true,
    },
  },
  {
    id: 'dune-motors',
    data: {
      name: 'Dune Motors',
      description: 'Hole-in-one car sponsor at every society tournament. Test drives at the clubhouse on event days.',
      tier: 'gold',
      logoUrl: '/images/seed/sponsor-dune-motors.png',
      websiteUrl: 'https://example.com/dune-motors',
      displayOrder: 3,
      active: true,
    },
  },
  {
    id: 'fairway-outfitters',
    data: {
      name: 'Fairway Outfitters',
      description: 'Golf equipment and custom fitting. 15% off for members on presentation of their membership.',
      tier: 'gold',
      logoUrl: '/images/seed/sponsor-fairway-outfitters.png',
      websiteUrl: 'https://example.com/fairway-outfitters',
      displayOrder: 4,
      active: true,
    },
  },
  {
    id: 'creekside-physio',
    data: {
      name: 'Creekside Physio',
      description: 'Sports physiotherapy and golf fitness screening. Free swing-mobility check for new members.',
      tier: 'silver',
      logoUrl: '/images/seed/sponsor-creekside-physio.png',
      websiteUrl: 'https://example.com/creekside-physio',
      displayOrder: 5,
      active: true,
    },
  },
  {
    id: 'marina-coffee',
    data: {
      name: 'Marina Coffee Roasters',
      description: 'Keeping the early tee times awake. Look for their cart at the first tee of every tournament.',
      tier: 'silver',
      logoUrl: '/images/seed/sponsor-marina-coffee.png',
      websiteUrl: 'https://example.com/marina-coffee',
      displayOrder: 6,
      active: true,
    },
  },
  {
    id: 'sandtrap-grill',
    data: {
      name: 'Sandtrap Grill & Bar',
      description: 'Host of last season\u2019s prize-givings. The partnership is paused while the restaurant is refurbished.',
      tier: 'silver',
      logoUrl: '/images/seed/sponsor-sandtrap-grill.png',
      websiteUrl: 'https://example.com/sandtrap-grill',
      displayOrder: 7,
      active: false,
    },
  },
];

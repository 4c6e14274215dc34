import type { HeroSlideDoc } from '../types';

/** The home page slideshow. */
export const HERO_SLIDES: readonly { id: string; data: HeroSlideDoc }[] = [
  {
    id: 'slide-join',
    data: {
      badge: 'Now Welcoming New Members',
      title: 'Golf, Friendship and a Season to Remember',
      subtitle: 'An amateur golf society for every handicap and every nationality, playing the best courses in the UAE.',
      cta: 'Join the Society',
      ctaLink: '/join',
      imageUrl: '/images/seed/hero-1.webp',
      displayOrder: 1,
      isActive: true,
    },
  },
  {
    id: 'slide-league',
    data: {
      badge: 'The League',
      title: 'Ten Teams. Twelve Tournaments. One Trophy.',
      subtitle: 'Every round counts towards the team league, the individual order of merit and the birdie race.',
      cta: 'See the Schedule',
      ctaLink: '/tournaments',
      imageUrl: '/images/seed/hero-2.webp',
      displayOrder: 2,
      isActive: true,
    },
  },
  {
    id: 'slide-par3',
    data: {
      badge: 'Every Wednesday, 6:00 PM',
      title: 'The Par 3 League Under the Lights',
      subtitle: 'Nine floodlit holes after work, a friendly leaderboard and dinner on the terrace.',
      cta: 'Book a Tee Time',
      ctaLink: '/par3-league',
      imageUrl: '/images/seed/hero-3.webp',
      displayOrder: 3,
      isActive: true,
    },
  },
];

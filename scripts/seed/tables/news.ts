/**
 * The season's articles. Each is written from a few facts of the seeded
 * season (who won the last tournament, what is next), so the stories agree
 * with the results and the schedule the site shows.
 */
export interface NewsFacts {
  lastTournament: {
    name: string;
    location: string;
    day: string;
    winner: string;
    winnerPoints: number;
    winnerTeam: string;
    runnerUp: string;
    field: number;
    birdies: number;
  };
  nextTournament: { name: string; location: string; day: string; fee: number };
  finale: { name: string; location: string; day: string };
  par3: { week: number; winner: string; points: number; players: number; nextDay: string };
  newMembers: number;
  nationalities: number;
}

export interface NewsRow {
  id: string;
  category: 'Tournament' | 'Society' | 'Par 3 League' | 'Sponsors';
  daysAgo: number;
  published: boolean;
  heroImageUrl: string;
  write: (facts: NewsFacts) => { title: string; excerpt: string; content: string };
}

export const NEWS: readonly NewsRow[] = [
  {
    id: 'news-001',
    category: 'Tournament',
    daysAgo: 3,
    published: true,
    heroImageUrl: '/images/seed/news-5.webp',
    write: ({ lastTournament: t }) => ({
      title: `${t.winner} Wins the ${t.name}`,
      excerpt: `${t.winner} of ${t.winnerTeam} scored ${t.winnerPoints} points at ${t.location} to take the honours, with ${t.runnerUp} close behind.`,
      content: [
        `${t.field} members teed it up at ${t.location} on ${t.day} for the ${t.name}, and it was ${t.winner} who walked away with the trophy after a superb round worth ${t.winnerPoints} Stableford points.`,
        `${t.runnerUp} pushed all the way to the 18th green and finished a close second, while the field made ${t.birdies} birdies between them \u2013 a society record for the course.`,
        `The points go straight into the team league and the order of merit. ${t.winnerTeam} climb the table, and the race for the title is wide open with the second half of the season to come.`,
        'Thank you to the staff of the club for a superb course set-up and a memorable prize-giving lunch. Full results are on the tournament page.',
      ].join('\n\n'),
    }),
  },
  {
    id: 'news-002',
    category: 'Par 3 League',
    daysAgo: 5,
    published: true,
    heroImageUrl: '/images/seed/news-6.webp',
    write: ({ par3: p }) => ({
      title: `Par 3 League: ${p.winner} Tops Week ${p.week}`,
      excerpt: `${p.players} players braved the Wednesday traffic for Week ${p.week} of the Par 3 League, and ${p.winner} set the pace with ${p.points} points.`,
      content: [
        `Week ${p.week} of the Par 3 League brought out ${p.players} players under the floodlights, and ${p.winner} was the star of the night with ${p.points} Stableford points over the nine holes.`,
        'The greens were quick and the pins were tucked, so the scoring was tight behind the leader. Remember that your first three rounds establish your Par 3 handicap, so new players should not be put off by a slow start.',
        `The next night is on ${p.nextDay} at 6:00 PM. Tee times are released a week ahead; book yours on the Par 3 League page before they fill up.`,
      ].join('\n\n'),
    }),
  },
  {
    id: 'news-003',
    category: 'Tournament',
    daysAgo: 9,
    published: true,
    heroImageUrl: '/images/seed/news-1.webp',
    write: ({ nextTournament: t }) => ({
      title: `Entries Open: ${t.name}`,
      excerpt: `Registration is open for the ${t.name} at ${t.location} on ${t.day}. Places are limited, so enter early.`,
      content: [
        `Our next league round is the ${t.name}, played at ${t.location} on ${t.day}. The entry fee is ${t.fee} AED including green fee, buggy, range balls and lunch.`,
        'Register from the tournament page with your current handicap. Please check it is accurate before you enter: handicaps are used for every Stableford point you score for your team.',
        'If you can no longer play after entering, please withdraw from your dashboard as early as possible so that a member on the waiting list can take your place.',
      ].join('\n\n'),
    }),
  },
  {
    id: 'news-004',
    category: 'Sponsors',
    daysAgo: 14,
    published: true,
    heroImageUrl: '',
    write: () => ({
      title: 'Al Noor Properties Renews as Title Partner',
      excerpt:
        'Our title partner has extended its support of the league for another two seasons, including the hole-in-one prize at every tournament.',
      content: [
        'We are delighted to announce that Al Noor Properties will remain the title partner of the society league for the next two seasons.',
        'Their support keeps entry fees down for every member, funds the trophies and the awards dinner, and brings back the famous hole-in-one prize at every league tournament.',
        'Please take a moment to visit our sponsors page and support the businesses that support our golf.',
      ].join('\n\n'),
    }),
  },
  {
    id: 'news-005',
    category: 'Society',
    daysAgo: 20,
    published: true,
    heroImageUrl: '/images/seed/news-4.webp',
    write: ({ newMembers, nationalities }) => ({
      title: 'Welcome to Our Newest Members',
      excerpt: `${newMembers} golfers have applied to join in the last fortnight, and the society now counts members from ${nationalities} nations.`,
      content: [
        `A warm welcome to the ${newMembers} golfers who have applied to join the society in the last two weeks. Once your membership fee is confirmed, the committee will place you in a team or add you to the subs list.`,
        `With members from ${nationalities} nations, our society is as international as Dubai itself. New members are paired with a team captain for their first tournament, so nobody plays alone.`,
        'The Par 3 League on Wednesday evenings is the best place to meet everyone: nine holes, a relaxed atmosphere and dinner afterwards.',
      ].join('\n\n'),
    }),
  },
  {
    id: 'news-006',
    category: 'Society',
    daysAgo: 27,
    published: true,
    heroImageUrl: '',
    write: () => ({
      title: 'Rules Corner: Preferred Lies and Pace of Play',
      excerpt: 'A reminder of the local rules we play in every society event, and how to keep your group moving.',
      content: [
        'Unless the venue says otherwise, preferred lies apply on closely mown areas through the green in all society events: place the ball within one club length, no nearer the hole.',
        'Our target time for a round is four hours and thirty minutes. Play ready golf, keep up with the group in front, and pick up once you can no longer score a Stableford point on a hole.',
        'Questions about the rules are always welcome: ask any committee member at the registration desk before you tee off.',
      ].join('\n\n'),
    }),
  },
  {
    id: 'news-007',
    category: 'Tournament',
    daysAgo: 1,
    published: false,
    heroImageUrl: '/images/seed/news-3.webp',
    write: ({ finale: f }) => ({
      title: `Save the Date: ${f.name}`,
      excerpt: `The season ends at ${f.location} on ${f.day} with the final league round and the awards dinner.`,
      content: [
        `Mark your calendars: the ${f.name} takes place at ${f.location} on ${f.day}.`,
        'The afternoon round finishes under the floodlights, followed by the awards dinner, where we crown the league champions, the order of merit winner, the birdie leader and the Par 3 League champion.',
        'Dinner tickets for partners and guests will be available soon. Details of the dress code and transport to follow.',
      ].join('\n\n'),
    }),
  },
  {
    id: 'news-008',
    category: 'Sponsors',
    daysAgo: 2,
    published: false,
    heroImageUrl: '',
    write: () => ({
      title: 'New Member Offers from Fairway Outfitters',
      excerpt: 'Members can now claim 15% off equipment and a free custom fitting session.',
      content: [
        'Our gold partner Fairway Outfitters has a new offer for members: 15% off all equipment and a free custom fitting session with their PGA professional.',
        'Show your membership on your phone in store to claim the discount. The offer runs until the end of the season.',
      ].join('\n\n'),
    }),
  },
];

/** Extra, shorter stories for the larger benchmark sizes. */
export const EXTRA_NEWS_TOPICS: readonly { category: NewsRow['category']; title: string; body: string }[] = [
  {
    category: 'Par 3 League',
    title: 'Par 3 League Night Round-up',
    body: 'Another busy night under the floodlights, with tight scoring and a lively dinner on the terrace.',
  },
  {
    category: 'Society',
    title: 'Committee Update',
    body: 'The committee met this week to review the calendar, the handicap policy and plans for the awards dinner.',
  },
  {
    category: 'Tournament',
    title: 'Course Preview',
    body: 'A hole-by-hole look at the next venue, with tips from members who know it well.',
  },
  {
    category: 'Sponsors',
    title: 'Partner Spotlight',
    body: 'We meet the people behind one of the businesses that make our season possible.',
  },
];

import { DEMO_ADMIN } from '../accounts';
import { addMinutes, daysBefore, longDay } from '../dates';
import type { Random } from '../random';
import { EXTRA_NEWS_TOPICS, NEWS, type NewsFacts } from '../tables/news';
import { PAGE_CONTENT } from '../tables/page-content';
import { HERO_SLIDES } from '../tables/slides';
import { SPONSORS } from '../tables/sponsors';
import type { Doc, HeroSlideDoc, NewsDoc, PageContentDoc, SponsorDoc } from '../types';
import type { Events } from './events';
import type { People } from './people';

export interface Content {
  news: Doc<NewsDoc>[];
  sponsors: Doc<SponsorDoc>[];
  heroSlides: Doc<HeroSlideDoc>[];
  pageContent: Doc<PageContentDoc>[];
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Seed data is missing ${what}`);
  return value;
}

/** The facts the articles quote, read from the seeded people and events. */
function newsFacts(people: People, events: Events): NewsFacts {
  const name = new Map(people.profiles.map((p) => [p.id, p.data.fullName]));
  const teamName = new Map(people.teams.map((t) => [t.id, t.data.name]));
  const byDate = [...events.tournaments].sort((a, b) => a.data.date.getTime() - b.data.date.getTime());
  const last = required(byDate.filter((t) => t.data.status === 'completed').at(-1), 'a completed tournament');
  const next = required(
    byDate.find((t) => t.data.status === 'upcoming'),
    'an upcoming tournament',
  );
  const finale = required(byDate.at(-1), 'a tournament');
  const results = events.scores
    .filter((s) => s.data.tournamentId === last.id)
    .sort((a, b) => b.data.points - a.data.points || a.data.grossScore - b.data.grossScore || a.id.localeCompare(b.id));
  const winner = required(results[0], 'scores of the last tournament');
  const runnerUp = required(results[1], 'two scores of the last tournament');

  const par3ByDate = [...events.par3Events].sort((a, b) => a.data.date.getTime() - b.data.date.getTime());
  const lastNight = required(par3ByDate.filter((e) => e.data.status === 'completed').at(-1), 'a played Par 3 night');
  const nextNight = required(
    par3ByDate.find((e) => e.data.status === 'upcoming'),
    'an upcoming Par 3 night',
  );
  const nightScores = events.par3Scores
    .filter((s) => s.data.eventId === lastNight.id)
    .sort((a, b) => b.data.points - a.data.points || a.data.grossScore - b.data.grossScore || a.id.localeCompare(b.id));
  const nightWinner = required(nightScores[0], 'scores of the last Par 3 night');

  return {
    lastTournament: {
      name: last.data.name,
      location: last.data.location,
      day: longDay(last.data.date),
      winner: name.get(winner.data.memberId) ?? 'Unknown',
      winnerPoints: winner.data.points,
      winnerTeam: teamName.get(winner.data.teamId ?? '') ?? 'the subs',
      runnerUp: name.get(runnerUp.data.memberId) ?? 'Unknown',
      field: results.length,
      birdies: results.reduce((sum, s) => sum + s.data.birdies, 0),
    },
    nextTournament: { name: next.data.name, location: next.data.location, day: longDay(next.data.date), fee: next.data.registrationFee },
    finale: { name: finale.data.name, location: finale.data.location, day: longDay(finale.data.date) },
    par3: {
      week: Number(/week-(\d+)/.exec(lastNight.id)?.[1] ?? 0),
      winner: name.get(nightWinner.data.memberId) ?? 'Unknown',
      points: nightWinner.data.points,
      players: nightScores.length,
      nextDay: longDay(nextNight.data.date),
    },
    newMembers: people.profiles.filter((p) => p.data.membershipStatus === 'pending').length,
    nationalities: new Set(people.profiles.map((p) => p.data.nationality)).size,
  };
}

/** Eight articles at size 1 (two unpublished drafts); 8 x size in all at larger sizes. */
function buildNews(rng: Random, today: Date, size: number, facts: NewsFacts): Doc<NewsDoc>[] {
  const news: Doc<NewsDoc>[] = NEWS.map((row) => {
    const createdAt = addMinutes(daysBefore(today, row.daysAgo), -rng.int(30, 600));
    return {
      id: row.id,
      data: {
        ...row.write(facts),
        category: row.category,
        heroImageUrl: row.heroImageUrl,
        published: row.published,
        authorId: DEMO_ADMIN.uid,
        createdAt,
        updatedAt: addMinutes(createdAt, rng.int(0, 3) * rng.int(5, 240)),
      },
    };
  });
  const images = ['/images/seed/news-1.webp', '/images/seed/news-2.webp', '/images/seed/news-3.webp', '', ''];
  for (let i = NEWS.length; i < NEWS.length * size; i++) {
    const topic = required(EXTRA_NEWS_TOPICS[i % EXTRA_NEWS_TOPICS.length], 'a news topic');
    const issue = i - NEWS.length + 1;
    const createdAt = addMinutes(daysBefore(today, 30 + issue * 2), -rng.int(30, 600));
    news.push({
      id: `news-${String(i + 1).padStart(3, '0')}`,
      data: {
        title: `${topic.title} #${issue}`,
        category: topic.category,
        excerpt: topic.body,
        content: [topic.body, 'Thank you to everyone who took part. See you at the next event.'].join('\n\n'),
        heroImageUrl: rng.pick(images),
        published: true,
        authorId: DEMO_ADMIN.uid,
        createdAt,
        updatedAt: createdAt,
      },
    });
  }
  return news;
}

/** News, sponsors, hero slides and editable page texts. */
export function buildContent(rng: Random, today: Date, size: number, people: People, events: Events): Content {
  const updatedAt = daysBefore(today, 30);
  return {
    news: buildNews(rng.fork('news'), today, size, newsFacts(people, events)),
    sponsors: SPONSORS.map(({ id, data }) => ({ id, data: { ...data } })),
    heroSlides: HERO_SLIDES.map(({ id, data }) => ({ id, data: { ...data } })),
    pageContent: Object.entries(PAGE_CONTENT).map(([page, sections]) => ({ id: page, data: { sections: { ...sections }, updatedAt } })),
  };
}

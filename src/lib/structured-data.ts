/** schema.org JSON-LD a page describes itself with (PageMeta's structuredData). */

export interface EventFacts {
  name: string;
  start: Date;
  location: string;
  description?: string;
  image?: string;
}

/** A golf event (a tournament, a Par 3 night) as a schema.org SportsEvent. */
export function sportsEvent({ name, start, location, description, image }: EventFacts): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name,
    sport: 'Golf',
    startDate: start.toISOString(),
    location: { '@type': 'Place', name: location, address: location },
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
  };
}

import { Text, type TextProps } from '@chakra-ui/react';
import { useState } from 'react';
import { env } from '@/lib/env';

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: env.VITE_SOCIETY_TIME_ZONE });
const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

const DAY = 24 * 60 * 60;
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** "3 days ago", "yesterday", "now": the largest whole unit between the two moments. */
function relativeDate(date: Date, now: Date): string {
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relativeTime.format(Math.trunc(seconds / size), unit);
  }
  return relativeTime.format(0, 'second');
}

interface ArticleDateProps extends Omit<TextProps, 'children'> {
  date: Date;
  /** 'relative' ("3 days ago", the full date on hover) or 'long' ("5 March 2026"). */
  variant: 'relative' | 'long';
}

/** An article's date as a <time> element, in the society's time zone. */
export function ArticleDate({ date, variant, ...props }: ArticleDateProps) {
  const [now] = useState(() => new Date());
  const long = longDate.format(date);
  return (
    <Text asChild {...props}>
      <time dateTime={date.toISOString()} title={variant === 'relative' ? long : undefined}>
        {variant === 'relative' ? relativeDate(date, now) : long}
      </time>
    </Text>
  );
}

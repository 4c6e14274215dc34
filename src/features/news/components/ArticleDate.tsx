import { Text, type TextProps } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDate, relativeDate } from '@/lib/dates';

interface ArticleDateProps extends Omit<TextProps, 'children'> {
  date: Date;
  /** 'relative' ("3 days ago", the full date on hover) or 'long' ("5 March 2026"). */
  variant: 'relative' | 'long';
}

/** An article's date as a <time> element, in the society's time zone. */
export function ArticleDate({ date, variant, ...props }: ArticleDateProps) {
  const [now] = useState(() => new Date());
  const long = formatDate(date, 'long');
  return (
    <Text asChild {...props}>
      <time dateTime={date.toISOString()} title={variant === 'relative' ? long : undefined}>
        {variant === 'relative' ? relativeDate(date, now) : long}
      </time>
    </Text>
  );
}

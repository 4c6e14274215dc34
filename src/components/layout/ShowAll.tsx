import { Button, Center, VisuallyHidden } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';

/**
 * Long public lists (a team's players, the subs, the Par 3 leaderboard) show
 * their first part; "Show all" is a link to the same page with `?all=1`, which
 * lists everyone: in the browser at once (no reload), and without JavaScript as
 * a page the render function draws whole. A page view then renders a bounded
 * part whatever the society's size, and every member stays reachable (issue 31,
 * decision 0018).
 */
export const SHOW_ALL_PARAM = 'all';

/** Whether this page view asked for every row (`?all=1`). */
export function useShowAll(): boolean {
  const [params] = useSearchParams();
  return params.get(SHOW_ALL_PARAM) === '1';
}

/** The first `limit` rows, or all of them when the page was asked for all. */
export function firstPart<T>(rows: readonly T[], limit: number, all: boolean): readonly T[] {
  return all ? rows : rows.slice(0, limit);
}

/** "Show all {count} {noun}" (the hidden `of` names the list for screen readers), to `?all=1#{anchor}`. */
export function ShowAllLink({ count, noun, of, anchor }: { count: number; noun: string; of?: string; anchor: string }) {
  return (
    <Center>
      <Button asChild variant="outline" colorPalette="brand" size="sm">
        <Link to={{ search: `?${SHOW_ALL_PARAM}=1`, hash: `#${anchor}` }} preventScrollReset>
          {`Show all ${count} ${noun}`}
          {of && <VisuallyHidden>{` of ${of}`}</VisuallyHidden>}
        </Link>
      </Button>
    </Center>
  );
}

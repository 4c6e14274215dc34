import { Button, Center, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/** What a paged list needs of its read (useLivePages). */
export interface Paged {
  hasMore: boolean;
  loadingMore: boolean;
  more: () => void;
}

/**
 * The end of a paged list: how many rows are shown and, while there are more,
 * "Load more {noun}" (busy while the next page answers). Every row stays
 * reachable a page at a time (decision 0018).
 */
export function MoreButton({ pages, shown, noun }: { pages: Paged; shown: number; noun: string }) {
  return (
    <Center flexDirection="column" gap="2" py="2">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {pages.hasMore ? `Showing the first ${shown} ${noun}` : `Showing all ${shown} ${noun}`}
      </Text>
      {pages.hasMore && (
        <Button variant="outline" colorPalette="brand" loading={pages.loadingMore} loadingText="Loading..." onClick={pages.more}>
          Load more {noun}
        </Button>
      )}
    </Center>
  );
}

/** `value` once it has stayed the same for `ms` (a search box asks the server when the typing pauses). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

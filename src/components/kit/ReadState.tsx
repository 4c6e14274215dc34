import { Box, Button, HStack, Link, List, Spinner, Stack, Text, type BoxProps } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { LuCloudOff, LuRefreshCw } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { Live } from '@/lib/data/use-live';
import { errorCode, errorMessage } from '@/lib/errors';
import { savedPages, type SavedPage } from '@/lib/saved-pages';

/** A polite spinner with its text, e.g. "Loading articles...". */
export function LoadingState({ label = 'Loading...', ...props }: { label?: string } & BoxProps) {
  return (
    <Box py="12" {...props}>
      <HStack role="status" justify="center" gap="3" color="fg.muted">
        <Spinner size="sm" color="brand.solid" />
        <Text>{label}</Text>
      </HStack>
    </Box>
  );
}

/** The page's own words for "nothing here yet". */
export function EmptyState({ children, ...props }: { children: ReactNode } & BoxProps) {
  return (
    <Box py="12" textAlign="center" color="fg.muted" fontSize="lg" {...props}>
      {children}
    </Box>
  );
}

interface ErrorStateProps extends BoxProps {
  error: unknown;
  /** The screen's own failure text where the spec names one ("Failed to load profile"). */
  title?: string;
  /** Offered as a "Try again" button. */
  onRetry?: () => void;
  /**
   * This read is the page itself (an article, a tournament): offline with
   * nothing saved, the page says it has not been saved on this phone and
   * points to the pages that are.
   */
  wholePage?: boolean;
}

export const NOT_SAVED_TITLE = 'This page has not been saved on this phone';
export const NOT_SAVED_TEXT = 'It will open when you are back online.';

/** Offline, a read with nothing cached: the name Firestore's Unreachable (src/lib/data/use-live.ts) carries. */
function notSavedHere(error: unknown): boolean {
  return error instanceof Error && error.name === 'Unreachable' && errorCode(error) === 'unavailable';
}

/**
 * Offline, on a page this phone never kept (issue 21 part 5): says so plainly,
 * and lists the pages it did keep, so the member has somewhere to go.
 */
function NotSavedState({ onRetry, ...props }: { onRetry?: () => void } & BoxProps) {
  const [pages, setPages] = useState<SavedPage[] | null>(null);
  useEffect(() => {
    let current = true;
    void savedPages().then((found) => current && setPages(found));
    return () => {
      current = false;
    };
  }, []);
  return (
    <Box py="10" {...props}>
      <Stack role="alert" align="center" gap="3" textAlign="center" maxW="md" mx="auto">
        <Box as={LuCloudOff} boxSize="8" color="fg.muted" aria-hidden />
        <Text fontWeight="semibold">{NOT_SAVED_TITLE}</Text>
        <Text color="fg.muted">{NOT_SAVED_TEXT}</Text>
        {onRetry && (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry}>
            <LuRefreshCw aria-hidden /> Try again
          </Button>
        )}
      </Stack>
      <Stack as="nav" aria-label="Pages saved on this phone" align="center" gap="2" mt="6">
        <Text fontSize="sm" color="fg.muted">
          Pages saved on this phone:
        </Text>
        <List.Root listStyle="none" gap="1" textAlign="center">
          {(pages === null || pages.length === 0) && (
            <List.Item>
              <Link asChild colorPalette="brand" variant="underline">
                <RouterLink to="/">Home</RouterLink>
              </Link>
            </List.Item>
          )}
          {pages?.map((page) => (
            <List.Item key={page.path}>
              <Link asChild colorPalette="brand" variant="underline">
                <RouterLink to={page.path}>{page.title}</RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Stack>
    </Box>
  );
}

/** A failed read, in the error catalogue's words: never shown as an empty list. */
export function ErrorState({ error, title, onRetry, wholePage = false, ...props }: ErrorStateProps) {
  if (wholePage && notSavedHere(error)) return <NotSavedState onRetry={onRetry} {...props} />;
  return (
    <Box py="10" {...props}>
      <Stack role="alert" align="center" gap="3" textAlign="center">
        {title && <Text fontWeight="semibold">{title}</Text>}
        <Text color="fg.muted">{errorMessage(error)}</Text>
        {onRetry && (
          <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry}>
            <LuRefreshCw aria-hidden /> Try again
          </Button>
        )}
      </Stack>
    </Box>
  );
}

interface ReadStateProps<T> {
  live: Live<T>;
  /** Loading text in the page's words (default "Loading..."). */
  loading?: string;
  /** What to say when there is nothing to show; without it an empty result renders children. */
  empty?: ReactNode;
  /** Default: null, or an empty array. */
  isEmpty?: (data: NonNullable<T>) => boolean;
  /** The spec's failure text for this read, shown above the catalogue message. */
  errorTitle?: string;
  /** Space to reserve while loading, so the page does not jump when data arrives. */
  minH?: BoxProps['minH'];
  /** This read is the page itself (see ErrorState's `wholePage`). */
  wholePage?: boolean;
  children: (data: NonNullable<T>) => ReactNode;
}

const emptyByDefault = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * Shows a live read: loading, the error (catalogue words and a retry), the
 * empty state in the page's own words, or the data.
 *
 *   <ReadState live={useLive(publishedArticles())} loading="Loading articles..." empty="No articles published yet.">
 *     {(articles) => <ArticleGrid articles={articles} />}
 *   </ReadState>
 */
export function ReadState<T>({ live, loading, empty, isEmpty = emptyByDefault, errorTitle, minH, wholePage, children }: ReadStateProps<T>) {
  if (live.loading) return <LoadingState label={loading} minH={minH} />;
  if (live.error !== undefined)
    return <ErrorState error={live.error} title={errorTitle} onRetry={live.retry} minH={minH} wholePage={wholePage} />;
  const data = live.data;
  if (data === undefined || data === null || isEmpty(data)) {
    return empty === undefined ? null : <EmptyState minH={minH}>{empty}</EmptyState>;
  }
  return <>{children(data)}</>;
}

import { Box, Button, HStack, Spinner, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuRefreshCw } from 'react-icons/lu';
import type { Live } from '@/lib/data/use-live';
import { errorMessage } from '@/lib/errors';

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
}

/** A failed read, in the error catalogue's words: never shown as an empty list. */
export function ErrorState({ error, title, onRetry, ...props }: ErrorStateProps) {
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
export function ReadState<T>({ live, loading, empty, isEmpty = emptyByDefault, errorTitle, minH, children }: ReadStateProps<T>) {
  if (live.loading) return <LoadingState label={loading} minH={minH} />;
  if (live.error !== undefined) return <ErrorState error={live.error} title={errorTitle} onRetry={live.retry} minH={minH} />;
  const data = live.data;
  if (data === undefined || data === null || isEmpty(data)) {
    return empty === undefined ? null : <EmptyState minH={minH}>{empty}</EmptyState>;
  }
  return <>{children(data)}</>;
}

import { Skeleton, type SkeletonProps } from '@chakra-ui/react';
import { useState } from 'react';

/**
 * Chakra's Skeleton for texts that may not have arrived yet, whose content fades in only once it has been a
 * placeholder (`data-was-loading`, the skeleton recipe in src/lib/theme.ts). Text a page arrived with is on
 * screen from the first paint: Chakra's own fade-in of a loaded skeleton (0.1 s from transparent) would make it
 * the page's largest paint that much later, and Lighthouse's simulated one much later still (issue 30).
 */
export function TextSkeleton({ loading = false, ...props }: SkeletonProps) {
  const [wasLoading, setWasLoading] = useState(loading);
  if (loading && !wasLoading) setWasLoading(true);
  return <Skeleton loading={loading} data-was-loading={wasLoading ? '' : undefined} {...props} />;
}

/**
 * A text that a page arrived with is on screen from the first paint (issue 30, LCP): the kit's TextSkeleton
 * fades its content in only after it has been a placeholder, where Chakra's own Skeleton fades every loaded
 * content in from transparent (which made /join's hero text its largest paint 0.1 s late).
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { TextSkeleton } from '@/components/kit';
import { appSystem } from '@/lib/theme';

const system = appSystem();

/** Chakra's provider around `ui`, for a first render and each re-render alike. */
const inApp = (ui: ReactElement) => <ChakraProvider value={system}>{ui}</ChakraProvider>;
const skeletonOf = (text: string) => screen.getByText(text).closest('.chakra-skeleton');

describe('TextSkeleton', () => {
  it('shows text it was rendered with as it is, and fades in text that arrived while it was a placeholder', () => {
    const { rerender } = render(inApp(<TextSkeleton loading={false}>Arrived with the page</TextSkeleton>));
    expect(skeletonOf('Arrived with the page')?.hasAttribute('data-was-loading')).toBe(false);

    rerender(inApp(<TextSkeleton loading>Arrived later</TextSkeleton>));
    expect(skeletonOf('Arrived later')?.hasAttribute('data-was-loading')).toBe(true);
    rerender(inApp(<TextSkeleton loading={false}>Arrived later</TextSkeleton>));
    expect(skeletonOf('Arrived later')?.hasAttribute('data-was-loading')).toBe(true);
  });

  it("the theme's loaded skeleton has no animation, and fades in only where it was loading", () => {
    const styles = system.getRecipeFn('skeleton')({ loading: false, variant: 'shine' }) as Record<string, Record<string, unknown>>;
    const loaded = styles['@layer recipes']!;
    expect(loaded.animation).toBe('none !important');
    expect(loaded['&[data-was-loading]']).toEqual({ animation: 'fade-in var(--fade-duration, 0.1s) ease-out !important' });
  });
});

import {
  Badge,
  Box,
  Button,
  Center,
  Container,
  Heading,
  HStack,
  IconButton,
  Image,
  type IconButtonProps,
  Stack,
  Text,
} from '@chakra-ui/react';
import { memo, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { LuChevronLeft, LuChevronRight, LuPause, LuPlay } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { ErrorState, LoadingState } from '@/components/kit';
import { useHydrating } from '@/components/layout/below-the-fold';
import { byDisplayOrder, useLive } from '@/lib/data/use-live';
import { photo } from '@/lib/images';
import type { Row } from '@/lib/data/live-read';
import { activeSlides } from '../api/queries';

/** Spec section 9: a new slide every 5 seconds, with a 1 second fade. */
export const SLIDE_INTERVAL_MS = 5000;
const FADE = '1s';

const HERO_H = { base: '85svh', md: '100svh' };
const HERO_MAX_H = { base: '720px', md: '900px' };

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeReducedMotion(onChange: () => void) {
  const list = window.matchMedia(reducedMotionQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => false,
  );
}

/** A full-hero photo, decorative; the first one on screen loads at once and first. */
function HeroImage({ src, first }: { src: string; first: boolean }) {
  return (
    <Image
      {...photo(src, { sizes: '100vw', width: 1600, height: 900 })}
      position="absolute"
      inset="0"
      h="full"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
}

/**
 * The hero while the slides load (and when there are none): the society's own
 * course photo, in the server-rendered page, so a first visit shows a full hero at
 * once instead of waiting for the slides' data and their image.
 */
function Frame({ children }: { children: React.ReactNode }) {
  return (
    <Center position="relative" h={HERO_H} maxH={HERO_MAX_H} overflow="hidden" bg="brand.950" color="white">
      <HeroImage src="/images/hero-default.webp" first />
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-t"
        gradientFrom="blackAlpha.800"
        gradientVia="blackAlpha.600"
        gradientTo="blackAlpha.500"
      />
      <Box position="relative">{children}</Box>
    </Center>
  );
}

/** The Previous / Next buttons: round, light on the image, halfway down its side. */
const ARROW = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: '2',
  rounded: 'full',
  variant: 'ghost',
  color: 'white',
  bg: 'blackAlpha.400',
  _hover: { bg: 'blackAlpha.600' },
  size: { base: 'sm', md: 'lg' },
} as const satisfies IconButtonProps;

/**
 * Which slide and dot show as current follows from their attributes alone (aria-hidden, aria-current), so that
 * index.html's script can show another slide before the app has started (decision 0038).
 */
const SLIDE_SHOWN = { opacity: 1, zIndex: 1, '&[aria-hidden=true]': { opacity: 0, zIndex: 0 } } as const;
const DOT_SHOWN = { w: '2.5', bg: 'whiteAlpha.700', '[aria-current=true] > &': { w: '8', bg: 'gold.400' } } as const;

/**
 * The home page's full-screen slideshow of the active slides: fades every 5 s;
 * previous/next arrows, dots and a pause button, all keyboard reachable; it
 * holds still while hovered or focused and for users who prefer reduced motion.
 */
export function HeroSlideshow() {
  const slides = useLive(activeSlides(), { order: byDisplayOrder });

  if (slides.loading) {
    return (
      <Frame>
        <LoadingState label="Loading..." color="white" />
      </Frame>
    );
  }
  if (slides.error !== undefined) {
    return (
      <Frame>
        <Box bg="bg" color="fg" rounded="lg" px="6">
          <ErrorState error={slides.error} onRetry={slides.retry} />
        </Box>
      </Frame>
    );
  }
  if (!slides.data || slides.data.length === 0) {
    return (
      <Frame>
        <Text fontSize="xl">No hero slides available</Text>
      </Frame>
    );
  }
  return <Carousel slides={slides.data} />;
}

/** A carousel rendered in the browser starts on the first slide, unfocused. */
const FIRST = { slide: 0, focused: false };

/**
 * Until the app has started, index.html's script answers the slideshow's arrows and dots, by the attributes
 * rendered below (decision 0038). The app hydrates on what the page shows then: the slide on screen, and
 * whether a tap left the focus in the slideshow (which holds it, as after a tap once the app runs).
 */
function shownOnPage(): { slide: number; focused: boolean } {
  if (typeof document === 'undefined') return FIRST;
  const slide = [...document.querySelectorAll('[aria-roledescription="slide"]')].findIndex(
    (el) => el.getAttribute('aria-hidden') === 'false',
  );
  return { slide: Math.max(0, slide), focused: !!document.activeElement?.closest('[aria-roledescription="carousel"]') };
}

/**
 * A slide's picture and words: the same whichever slide is on screen, so a move to another slide re-renders
 * only the slides' and dots' attributes (memo).
 */
const SlideContent = memo(function SlideContent({ slide, first }: { slide: Row<'heroSlides'>; first: boolean }) {
  return (
    <>
      <HeroImage src={slide.imageUrl} first={first} />
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-t"
        gradientFrom="blackAlpha.800"
        gradientVia="blackAlpha.500"
        gradientTo="blackAlpha.300"
      />
      <Container maxW="5xl" position="relative" h="full" display="flex" alignItems="center" justifyContent="center">
        <Stack gap={{ base: '4', md: '6' }} align="center" textAlign="center" px={{ base: '6', md: '16' }}>
          <Badge colorPalette="gold" variant="solid" size="lg" rounded="full" px="4" textTransform="uppercase" letterSpacing="wider">
            {slide.badge}
          </Badge>
          <Heading as="h2" fontFamily="heading" size={{ base: '3xl', md: '6xl' }} lineHeight="shorter" textWrap="balance">
            {slide.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="2xl">
            {slide.subtitle}
          </Text>
          <Button asChild colorPalette="gold" size="lg">
            {/^https?:/i.test(slide.ctaLink) ? (
              <a href={slide.ctaLink} target="_blank" rel="noopener noreferrer">
                {slide.cta}
              </a>
            ) : (
              <Link to={slide.ctaLink}>{slide.cta}</Link>
            )}
          </Button>
        </Stack>
      </Container>
    </>
  );
});

function Carousel({ slides }: { slides: Row<'heroSlides'>[] }) {
  const hydrating = useHydrating();
  const [before] = useState(() => (hydrating ? shownOnPage() : FIRST));
  const [index, setIndex] = useState(before.slide);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(before.focused);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const active = Math.min(index, count - 1);
  const playing = count > 1 && !hovered && !focused && !stopped && !reducedMotion;

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => go(active + 1), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, active, go]);

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Highlights"
      position="relative"
      h={HERO_H}
      maxH={HERO_MAX_H}
      overflow="hidden"
      bg="brand.950"
      color="white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Box aria-live={playing ? 'off' : 'polite'} h="full">
        {slides.map((slide, i) => {
          const current = i === active;
          return (
            <Box
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!current}
              inert={!current}
              position="absolute"
              inset="0"
              // Shown by its aria-hidden alone, which index.html's script also sets before the app starts.
              css={SLIDE_SHOWN}
              transition={reducedMotion ? undefined : `opacity ${FADE} ease-in-out`}
            >
              <SlideContent slide={slide} first={i === 0} />
            </Box>
          );
        })}
      </Box>

      {count > 1 && (
        <>
          <IconButton
            aria-label="Previous slide"
            data-slide-step="-1"
            onClick={() => go(active - 1)}
            left={{ base: '1', md: '4' }}
            {...ARROW}
          >
            <LuChevronLeft />
          </IconButton>
          <IconButton aria-label="Next slide" data-slide-step="1" onClick={() => go(active + 1)} right={{ base: '1', md: '4' }} {...ARROW}>
            <LuChevronRight />
          </IconButton>
          <HStack position="absolute" bottom={{ base: '4', md: '8' }} left="50%" transform="translateX(-50%)" zIndex="2" gap="1">
            <IconButton
              aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
              onClick={() => setStopped((s) => !s)}
              size="xs"
              variant="ghost"
              color="white"
              rounded="full"
              _hover={{ bg: 'whiteAlpha.300' }}
            >
              {stopped ? <LuPlay /> : <LuPause />}
            </IconButton>
            {slides.map((slide, i) => (
              <Box
                as="button"
                key={slide.id}
                aria-label={`Go to slide ${i + 1}: ${slide.title}`}
                aria-current={i === active ? 'true' : undefined}
                data-slide-go={i}
                onClick={() => go(i)}
                p="2"
                cursor="pointer"
                rounded="full"
                _focusVisible={{ outline: '2px solid', outlineColor: 'gold.300', outlineOffset: '1px' }}
              >
                <Box h="2.5" rounded="full" css={DOT_SHOWN} transition="width 0.3s" />
              </Box>
            ))}
          </HStack>
        </>
      )}
    </Box>
  );
}

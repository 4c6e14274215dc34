import { HStack, Icon, Link, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { LuCalendarPlus } from 'react-icons/lu';

/** The society's public calendar of every upcoming tournament and Par 3 night (the `calendar` function). */
export const SOCIETY_FEED = '/calendar/society.ics';

/**
 * "Subscribe to the season calendar": a webcal:// address, so a phone's
 * calendar subscribes once and follows every change, and the same feed over
 * https for calendars that take a URL. The webcal address needs this page's
 * host, so it is set once the page runs (the server's HTML and the first
 * render carry the https one).
 */
const never = () => () => undefined;
const webcal = () => `webcal://${window.location.host}${SOCIETY_FEED}`;

export function SeasonCalendarLink() {
  const subscribe = useSyncExternalStore(never, webcal, () => SOCIETY_FEED);
  return (
    <HStack justify="center" gap="2" wrap="wrap" py="6" px="4" fontSize="sm">
      <Icon color="brand.fg" aria-hidden>
        <LuCalendarPlus />
      </Icon>
      <Link href={subscribe} color="brand.fg" fontWeight="semibold">
        Subscribe to the season calendar
      </Link>
      <Text color="fg.muted">
        or{' '}
        <Link href={SOCIETY_FEED} color="brand.fg">
          add it by its address
        </Link>
      </Text>
    </HStack>
  );
}

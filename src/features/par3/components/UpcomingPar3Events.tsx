import { Badge, Button, Card, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuCalendar, LuMapPin } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { AddToCalendarButton, ReadState } from '@/components/kit';
import { Static } from '@/components/layout/static';
import { paths } from '@/config/paths';
import { ARRIVAL } from '@/lib/calendar';
import { useLive } from '@/lib/data/use-live';
import { formatDate, startOfSocietyDay } from '@/lib/dates';
import { upcomingPar3Events } from '../api/queries';

/** Par 3 nights: nine holes take about two hours. */
const PAR3_MINUTES = 120;

interface UpcomingPar3EventsProps {
  /** Offer "Add to calendar" and "Register" on each card (the league page). */
  actions?: boolean;
}

/** Up to 3 upcoming Par 3 events (status upcoming, date not in the past), soonest first. */
export function UpcomingPar3Events({ actions = false }: UpcomingPar3EventsProps) {
  const events = useLive(upcomingPar3Events(startOfSocietyDay()));

  return (
    <ReadState live={events} loading="Loading events..." empty="No upcoming Par 3 events. Check back soon!" minH="xs">
      {(rows) => {
        const nights = (
          <SimpleGrid as="ul" aria-label="Upcoming Par 3 nights" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
            {rows.map((event) => (
              <Card.Root as="li" key={event.id} borderColor="border.muted" borderTopWidth="4px" borderTopColor="gold.500">
                <Card.Body gap="3">
                  <Badge alignSelf="start" colorPalette="brand" variant="subtle">
                    Par 3 League
                  </Badge>
                  <Card.Title as="h3" fontFamily="heading" fontSize="xl" color="brand.fg">
                    {event.name}
                  </Card.Title>
                  <Stack gap="1.5" color="fg.muted" fontSize="sm">
                    <HStack gap="2">
                      <Icon aria-hidden color="gold.fg">
                        <LuCalendar />
                      </Icon>
                      <Text>
                        <time dateTime={event.date.toISOString()}>
                          {formatDate(event.date, 'weekday')}, {formatDate(event.date, 'time')}
                        </time>
                      </Text>
                    </HStack>
                    <HStack gap="2">
                      <Icon aria-hidden color="gold.fg">
                        <LuMapPin />
                      </Icon>
                      <Text>{event.location}</Text>
                    </HStack>
                  </Stack>
                  {event.description && <Text lineClamp={3}>{event.description}</Text>}
                </Card.Body>
                {actions && (
                  <Card.Footer gap="2" flexWrap="wrap">
                    <Button asChild colorPalette="brand" size="sm">
                      <Link to={paths.par3Register(event.id)} aria-label={`Register: ${event.name}`}>
                        Register
                      </Link>
                    </Button>
                    <AddToCalendarButton
                      size="sm"
                      event={{
                        title: event.name,
                        start: event.date,
                        durationMinutes: PAR3_MINUTES,
                        location: event.location,
                        description: event.description,
                        arrive: ARRIVAL.par3,
                        url: `${typeof window === 'undefined' ? '' : window.location.origin}${paths.par3League}`,
                      }}
                    />
                  </Card.Footer>
                )}
              </Card.Root>
            ))}
          </SimpleGrid>
        );
        // Without actions the nights are words and links: the server's HTML stays while the data is its (decision 0024).
        return actions ? nights : <Static data={rows}>{nights}</Static>;
      }}
    </ReadState>
  );
}

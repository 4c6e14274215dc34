import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { myEventRowProps as rowProps } from '@/components/events/my-events';
import { Panel, ReadState } from '@/components/kit';
import { paths } from '@/config/paths';
import { useLive } from '@/lib/data/use-live';
import { formatDate, isUpcoming, startOfSocietyDay } from '@/lib/dates';
import { upcomingPar3Events } from '../../api/queries';

const AVAILABLE = 3;
/** Read a few more than shown: the screen still skips an event dated before today. */
const FETCHED = 12;

/** Available Par 3 Events: the next 3 Par 3 nights. */
export function AvailablePar3Events() {
  const live = useLive(upcomingPar3Events(startOfSocietyDay(), FETCHED));
  return (
    <Panel title="Available Par 3 Events">
      <ReadState
        live={live}
        loading="Loading Par 3 events..."
        empty="No upcoming Par 3 events."
        isEmpty={(rows) => !rows.some((e) => isUpcoming(e.date))}
      >
        {(rows) => (
          <Stack as="ul" listStyleType="none" gap="3">
            {rows
              .filter((e) => isUpcoming(e.date))
              .slice(0, AVAILABLE)
              .map((e) => (
                <HStack as="li" key={e.id} {...rowProps}>
                  <Stack gap="0.5">
                    <Text fontWeight="semibold">{e.name}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDate(e.date, 'weekday')} · {e.location}
                    </Text>
                  </Stack>
                  <Button asChild size="sm" colorPalette="brand">
                    <Link to={paths.par3Register(e.id)} aria-label={`Register for ${e.name}`}>
                      Register
                    </Link>
                  </Button>
                </HStack>
              ))}
          </Stack>
        )}
      </ReadState>
    </Panel>
  );
}

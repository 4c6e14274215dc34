import { Button, Flex, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuArrowUpToLine, LuUserMinus } from 'react-icons/lu';
import { ReadState, useAction } from '@/components/kit';
import { callFunction } from '@/lib/data/callable';
import { waitlistOf } from '@/lib/data/waitlist';
import { useLive } from '@/lib/data/use-live';
import { serverMessage } from '@/lib/errors';
import type { WaitlistKind } from './waitlist';

async function leave(kind: WaitlistKind, eventId: string, memberId: string): Promise<void> {
  if (kind === 'tournament') await callFunction('leaveTournamentWaitlist', { tournamentId: eventId, memberId });
  else await callFunction('leavePar3Waitlist', { eventId, memberId });
}

/**
 * The admin's view of an event's waiting list in its registrations dialog: in
 * order (first in line first), with Remove and Move to top, both through the
 * waiting-list callables (issue 20).
 */
export function WaitlistAdmin({ kind, eventId }: { kind: WaitlistKind; eventId: string }) {
  const list = useMemo(() => waitlistOf(kind, eventId), [kind, eventId]);
  const live = useLive(list);
  const remove = useAction((memberId: string) => leave(kind, eventId, memberId), {
    success: 'Removed from the waiting list',
    failure: (error) => ({ title: 'Failed to remove from the waiting list', description: serverMessage(error) }),
  });
  const top = useAction((memberId: string) => callFunction('moveWaitlistToTop', { kind, eventId, memberId }), {
    success: 'Moved to the top of the waiting list',
    failure: (error) => ({ title: 'Failed to move to the top', description: serverMessage(error) }),
  });
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Waiting list
      </Heading>
      <ReadState live={live} loading="Loading the waiting list..." empty="Nobody is waiting." errorTitle="Failed to fetch the waiting list">
        {(rows) => (
          <Stack as="ol" gap="2" listStyleType="none" aria-label="Waiting list">
            {rows.map((w, i) => (
              <Flex as="li" key={w.id} justify="space-between" align="center" gap="3" p="3" borderWidth="1px" rounded="md">
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">
                    {i + 1}. {w.fullName || 'Unknown member'}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Handicap {w.handicap ?? 'N/A'}
                  </Text>
                </Stack>
                <HStack gap="2">
                  {i > 0 && (
                    <Button size="sm" variant="outline" disabled={top.busy} onClick={() => void top.run(w.memberId)}>
                      <LuArrowUpToLine aria-hidden /> Move to top<VisuallyHidden> {w.fullName}</VisuallyHidden>
                    </Button>
                  )}
                  <Button size="sm" variant="outline" colorPalette="red" disabled={remove.busy} onClick={() => void remove.run(w.memberId)}>
                    <LuUserMinus aria-hidden /> Remove<VisuallyHidden> {w.fullName} from the waiting list</VisuallyHidden>
                  </Button>
                </HStack>
              </Flex>
            ))}
          </Stack>
        )}
      </ReadState>
    </Stack>
  );
}

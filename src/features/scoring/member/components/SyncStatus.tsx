import { HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuCloudUpload } from 'react-icons/lu';
import { ALL_SYNCED, waitingEntriesText } from '../../model';

/**
 * How many of the card's entries wait on this phone, or that all are synced:
 * said at once after every tap, and told to screen readers when it changes.
 * Nothing for the member to do: they sync by themselves.
 */
export function SyncStatus({ waiting }: { waiting: number }) {
  const synced = waiting === 0;
  return (
    <HStack
      role="status"
      aria-live="polite"
      data-testid="card-sync"
      gap="3"
      px="3"
      py="2"
      rounded="md"
      bg={synced ? 'green.100' : 'yellow.200'}
      color={synced ? 'green.950' : 'yellow.950'}
      borderWidth="2px"
      borderColor={synced ? 'green.700' : 'yellow.700'}
    >
      <Icon boxSize="6" flexShrink={0} aria-hidden>
        {synced ? <LuCircleCheck /> : <LuCloudUpload />}
      </Icon>
      <Stack gap="0">
        <Text fontWeight="bold" data-testid="card-sync-count">
          {synced ? ALL_SYNCED : waitingEntriesText(waiting)}
        </Text>
        {!synced && <Text fontSize="sm">Saved on this phone. They send themselves when there is signal.</Text>}
      </Stack>
    </HStack>
  );
}

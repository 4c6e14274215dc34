import { Card, Flex, Stack, Text } from '@chakra-ui/react';
import { LuBellRing } from 'react-icons/lu';
import { useAction, ServerButton } from '@/components/kit';
import { sendDueReminders } from '../api/mutations';

/**
 * "Send due reminders now": the reminder job's core on demand, for a tee sheet
 * that changed late. It sends only what is due and not yet sent, so pressing
 * it twice sends nothing new.
 */
export function RemindersCard() {
  const send = useAction(sendDueReminders, {
    success: (sent) => (sent === 0 ? 'No reminders were due' : `${sent} ${sent === 1 ? 'reminder' : 'reminders'} sent`),
    failure: 'Failed to send reminders',
  });
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} justify="space-between" gap="3">
          <Stack gap="0.5" minW="0">
            <Card.Title as="h2" fontSize="md">
              Day-before Reminders
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              Sent every 15 minutes to members whose arrival is within 24 hours; each member gets one per event.
            </Text>
          </Stack>
          <ServerButton
            colorPalette="brand"
            variant="outline"
            size="sm"
            flexShrink={0}
            loading={send.busy}
            loadingText="Sending..."
            onClick={() => void send.run()}
          >
            <LuBellRing aria-hidden /> Send due reminders now
          </ServerButton>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

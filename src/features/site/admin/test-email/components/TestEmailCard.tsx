import { Card, Flex, Stack, Text } from '@chakra-ui/react';
import { LuMail } from 'react-icons/lu';
import { useAction, ServerButton } from '@/components/kit';
import { useSession } from '@/lib/auth/session';
import { errorCode, errorMessage } from '@/lib/errors';
import { sendTestEmail } from '../api/mutations';

/** The reason a test mail failed: the server's own words (the mail server's error), else the catalogue's. */
function failureReason(error: unknown): string {
  const code = errorCode(error);
  const own = error instanceof Error ? error.message : '';
  return code && code !== 'internal' && own ? own : errorMessage(error);
}

/** "Email Notifications Test": sends a test mail to the signed-in admin through sendTestEmail. */
export function TestEmailCard() {
  const to = useSession().user?.email ?? '';
  const send = useAction(sendTestEmail, {
    success: (_, email) => `Test email sent successfully to ${email}`,
    failure: (error) => `Failed to send test email: ${failureReason(error)}`,
  });
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} justify="space-between" gap="3">
          <Stack gap="0.5" minW="0">
            <Card.Title as="h2" fontSize="md">
              Email Notifications Test
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              Sends a test email{to ? ` to ${to}` : ''} to check that notifications are delivered.
            </Text>
          </Stack>
          <ServerButton
            colorPalette="brand"
            variant="outline"
            size="sm"
            flexShrink={0}
            loading={send.busy}
            loadingText="Sending..."
            disabled={!to}
            onClick={() => void send.run(to)}
          >
            <LuMail aria-hidden /> Send Test Email
          </ServerButton>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

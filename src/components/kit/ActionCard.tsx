import { Card, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ServerButton } from './ServerButton';

interface ActionCardProps {
  title: string;
  description: ReactNode;
  /** The button's content (icon and label). */
  label: ReactNode;
  busy: boolean;
  disabled?: boolean;
  onRun: () => void;
}

/**
 * One admin action that runs on the server, in a card: a title, what it does,
 * and its button (busy while it runs; "Needs a connection" offline).
 */
export function ActionCard({ title, description, label, busy, disabled, onRun }: ActionCardProps) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Body>
        <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'center' }} justify="space-between" gap="3">
          <Stack gap="0.5" minW="0">
            <Card.Title as="h2" fontSize="md">
              {title}
            </Card.Title>
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          </Stack>
          <ServerButton
            colorPalette="brand"
            variant="outline"
            size="sm"
            flexShrink={0}
            loading={busy}
            loadingText="Sending..."
            disabled={disabled}
            onClick={onRun}
          >
            {label}
          </ServerButton>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

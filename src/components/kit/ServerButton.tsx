import { Button, HStack, Icon, Text, type ButtonProps } from '@chakra-ui/react';
import { forwardRef, useId } from 'react';
import { LuWifiOff } from 'react-icons/lu';
import { useOnline } from '@/lib/connection';

export const NEEDS_CONNECTION = 'Needs a connection';

/**
 * A button whose action runs on the server (a callable: registrations,
 * withdrawals, waiting lists, admin actions). While the app is offline it says
 * that it needs a connection, beside it and in its description; it stays
 * enabled, and a tap answers at once with the network message (callFunction),
 * writing nothing (issue 21 part 3).
 */
export const ServerButton = forwardRef<HTMLButtonElement, ButtonProps>(function ServerButton(props, ref) {
  const online = useOnline();
  const hint = useId();
  if (online) return <Button ref={ref} {...props} />;
  return (
    <HStack gap="2" wrap="wrap" justify="end">
      <Text id={hint} fontSize="xs" color="fg.muted" display="inline-flex" alignItems="center" gap="1" data-testid="needs-connection">
        <Icon boxSize="3.5" aria-hidden>
          <LuWifiOff />
        </Icon>
        {NEEDS_CONNECTION}
      </Text>
      <Button ref={ref} aria-describedby={hint} {...props} />
    </HStack>
  );
});

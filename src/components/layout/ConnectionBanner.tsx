import { Box, HStack, Icon, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuWifiOff } from 'react-icons/lu';
import { useOnline } from '@/lib/connection';

export const OFFLINE_TEXT = 'Offline: showing what this phone has saved';
export const BACK_ONLINE_TEXT = 'Back online';

/**
 * The frame's connection state: while the browser is offline, a small badge at
 * the bottom left (clear of the chat button) says so. One polite live region
 * tells screen readers when the connection goes and when it comes back.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const [announce, setAnnounce] = useState('');
  const wasOnline = useRef(online);

  useEffect(() => {
    if (wasOnline.current === online) return;
    wasOnline.current = online;
    setAnnounce(online ? BACK_ONLINE_TEXT : '');
    if (!online) return;
    const clear = window.setTimeout(() => setAnnounce(''), 5000);
    return () => window.clearTimeout(clear);
  }, [online]);

  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {online ? announce : OFFLINE_TEXT}
      </VisuallyHidden>
      {!online && (
        <Box
          data-testid="connection-banner"
          position="fixed"
          bottom={{ base: '3', md: '4' }}
          left={{ base: '3', md: '4' }}
          maxW="calc(100% - 6rem)"
          zIndex="banner"
          px="3"
          py="2"
          rounded="full"
          bg="gray.900"
          color="white"
          shadow="md"
          aria-hidden
        >
          <HStack gap="2">
            <Icon boxSize="4" flexShrink={0}>
              <LuWifiOff />
            </Icon>
            <Text fontSize="sm">{OFFLINE_TEXT}</Text>
          </HStack>
        </Box>
      )}
    </>
  );
}

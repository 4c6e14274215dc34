import { Box, Button, HStack, Icon, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuCloudUpload, LuRefreshCw, LuWifiOff } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { SYNCED, SYNC_REFUSED, onSyncNews, useConnection } from '@/lib/connection';
import { errorMessage } from '@/lib/errors';
import { applyUpdate, useUpdateReady } from '@/lib/update';

export const OFFLINE_TEXT = 'Offline: showing what this phone has saved';
export const BACK_ONLINE_TEXT = 'Back online';
export const UPDATE_TEXT = 'A new version is available';

/** "1 change waiting to sync", "3 changes waiting to sync". */
export function waitingText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting to sync`;
}

/**
 * The frame's connection state: while the app cannot reach its server, a small
 * badge at the bottom left (clear of the chat button) says so, with how many
 * changes wait on this phone to be sent. One polite live region tells screen
 * readers when the connection goes and when it comes back; what became of the
 * waiting changes is told once, as a toast (src/lib/data/sync.ts).
 */
export function ConnectionBanner() {
  const { connected, unsynced } = useConnection();
  const [announce, setAnnounce] = useState('');
  const wasConnected = useRef(connected);

  useEffect(() => {
    if (wasConnected.current === connected) return;
    wasConnected.current = connected;
    setAnnounce(connected ? BACK_ONLINE_TEXT : '');
    if (!connected) return;
    const clear = window.setTimeout(() => setAnnounce(''), 5000);
    return () => window.clearTimeout(clear);
  }, [connected]);

  useEffect(
    () =>
      onSyncNews((news) =>
        news.kind === 'synced'
          ? toaster.create({ type: 'success', title: SYNCED })
          : toaster.create({ type: 'error', title: SYNC_REFUSED, description: errorMessage(news.error) }),
      ),
    [],
  );

  const waiting = unsynced > 0 ? waitingText(unsynced) : null;
  return (
    <>
      <VisuallyHidden role="status" aria-live="polite">
        {connected ? announce : OFFLINE_TEXT}
      </VisuallyHidden>
      <Stack
        position="fixed"
        bottom={{ base: '3', md: '4' }}
        left={{ base: '3', md: '4' }}
        maxW="calc(100% - 6rem)"
        zIndex="banner"
        gap="2"
        align="start"
      >
        <UpdatePrompt />
        {(!connected || waiting) && (
          <Box data-testid="connection-banner" px="3" py="2" rounded="2xl" bg="gray.900" color="white" shadow="md">
            <Stack gap="0.5">
              {!connected && (
                <HStack gap="2" aria-hidden>
                  <Icon boxSize="4" flexShrink={0}>
                    <LuWifiOff />
                  </Icon>
                  <Text fontSize="sm">{OFFLINE_TEXT}</Text>
                </HStack>
              )}
              {waiting && (
                <HStack gap="2">
                  <Icon boxSize="4" flexShrink={0} aria-hidden>
                    <LuCloudUpload />
                  </Icon>
                  <Text fontSize="sm" data-testid="unsynced-count">
                    {waiting}
                  </Text>
                </HStack>
              )}
            </Stack>
          </Box>
        )}
      </Stack>
    </>
  );
}

/**
 * A new version waits (src/lib/pwa.ts): the member may take it now (Reload);
 * otherwise the app takes it at the next navigation, never in the middle of
 * what is on screen.
 */
function UpdatePrompt() {
  const ready = useUpdateReady();
  const { pathname } = useLocation();
  const shownAt = useRef<string | null>(null);

  useEffect(() => {
    if (!ready) return;
    if (shownAt.current === null) shownAt.current = pathname;
    else if (shownAt.current !== pathname) applyUpdate();
  }, [ready, pathname]);

  if (!ready) return null;
  return (
    <HStack
      role="region"
      aria-label="Update"
      data-testid="update-prompt"
      gap="3"
      ps="3"
      pe="2"
      py="2"
      rounded="2xl"
      bg="gray.900"
      color="white"
      shadow="md"
    >
      <Text fontSize="sm" role="status">
        {UPDATE_TEXT}
      </Text>
      <Button size="xs" colorPalette="brand" onClick={applyUpdate}>
        <LuRefreshCw aria-hidden /> Reload
      </Button>
    </HStack>
  );
}

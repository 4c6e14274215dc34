import { Button, Clipboard, HStack, Input, InputGroup, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCalendarPlus } from 'react-icons/lu';
import { ConfirmDialog, ReadState, ServerButton, useAction, Panel } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import { memberFeedPath } from '@/lib/schemas/calendar';
import { calendarTokenRef, replaceCalendarToken } from '../api/calendar';

/**
 * The profile's Calendar card (issue 20): the member's private calendar address
 * (/calendar/{token}.ics on this site), to subscribe to once, with a copy
 * button; "Replace address" makes a new one and kills the old. The token is in
 * calendarTokens/{uid}, which only this member reads and only the
 * `replaceCalendarToken` callable writes (the first call creates it).
 */
export function CalendarAddress({ uid }: { uid: string }) {
  const live = useLive(calendarTokenRef(uid));
  const [confirming, setConfirming] = useState(false);
  const create = useAction(replaceCalendarToken, { success: 'Calendar address created', failure: 'Failed to create calendar address' });
  return (
    <Panel title="My calendar">
      <Stack gap="4">
        <Text color="fg.muted">
          A private calendar of the tournaments and Par 3 nights you are registered for (and waiting for). Subscribe to it once in your
          calendar app: it follows every change. Anyone with the address can see your events, so keep it to yourself.
        </Text>
        <ReadState
          live={live}
          loading="Loading..."
          errorTitle="Failed to load calendar address"
          empty={
            <ServerButton colorPalette="brand" loading={create.busy} onClick={() => void create.run()}>
              <LuCalendarPlus aria-hidden /> Create my calendar address
            </ServerButton>
          }
        >
          {(found) => {
            const https = `${window.location.origin}${memberFeedPath(found.token)}`;
            return (
              <Stack gap="3">
                <Clipboard.Root value={https}>
                  <Clipboard.Label fontWeight="medium" fontSize="sm">
                    Calendar address
                  </Clipboard.Label>
                  <InputGroup
                    endElement={
                      <Clipboard.Trigger asChild>
                        <Button size="xs" variant="surface" me="-2">
                          <Clipboard.Indicator copied="Copied">Copy</Clipboard.Indicator>
                        </Button>
                      </Clipboard.Trigger>
                    }
                  >
                    <Clipboard.Input asChild>
                      <Input readOnly fontFamily="mono" fontSize="sm" />
                    </Clipboard.Input>
                  </InputGroup>
                </Clipboard.Root>
                <HStack gap="3" wrap="wrap">
                  <Button asChild colorPalette="brand" size="sm">
                    <Link href={`webcal://${window.location.host}${memberFeedPath(found.token)}`}>
                      <LuCalendarPlus aria-hidden /> Subscribe
                    </Link>
                  </Button>
                  <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
                    Replace address
                  </Button>
                </HStack>
              </Stack>
            );
          }}
        </ReadState>
      </Stack>
      <ConfirmDialog
        onServer
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace your calendar address?"
        description={
          <Text>
            The current address stops working at once, and calendars subscribed to it stop updating. Subscribe again with the new one.
          </Text>
        }
        confirmLabel="Replace address"
        onConfirm={replaceCalendarToken}
        messages={{ success: 'Calendar address replaced', failure: 'Failed to replace calendar address' }}
      />
    </Panel>
  );
}

import { Badge, Button, Dialog, Field, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useState } from 'react';
import { LuUserMinus, LuUserPlus } from 'react-icons/lu';
import { WaitlistAdmin } from '@/components/events/waitlist-admin';
import { DialogCloseFooter, DialogShell, ReadState, SelectInput, useAction } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import { serverMessage } from '@/lib/errors';
import { registerMember, unregisterMember } from '../api/mutations';
import { memberCards, tournamentRef, tournamentRegistrations } from '../api/queries';
import { eventRoom, isFull } from '@/lib/capacity';

interface RegistrationsDialogProps {
  /** The tournament whose registrations are managed; null when closed. */
  tournamentId: string | null;
  onClose: () => void;
}

/**
 * The registrations manager: who is entered, add a member, remove one. Both
 * go through the registration callables with `memberId`, which keep the
 * count and refuse a full tournament; Add is disabled once it is full.
 */
export function RegistrationsDialog({ tournamentId, onClose }: RegistrationsDialogProps) {
  return (
    <DialogShell open={tournamentId !== null} onOpenChange={(next) => !next && onClose()}>
      {tournamentId && <Manager tournamentId={tournamentId} />}
    </DialogShell>
  );
}

function Manager({ tournamentId }: { tournamentId: string }) {
  const tournament = useLive(tournamentRef(tournamentId));
  const registrations = useLive(tournamentRegistrations(tournamentId));
  const cards = useLive(memberCards());
  const [memberId, setMemberId] = useState('');

  const add = useAction((id: string, handicap: number | null) => registerMember(tournamentId, id, handicap), {
    success: 'Member registered',
    failure: (error) => ({ title: 'Failed to register member', description: serverMessage(error) }),
    onSuccess: () => setMemberId(''),
  });
  const remove = useAction((id: string) => unregisterMember(tournamentId, id), {
    success: 'Member unregistered',
    failure: (error) => ({ title: 'Failed to unregister member', description: serverMessage(error) }),
  });

  const t = tournament.data;
  const registered = new Set((registrations.data ?? []).map((r) => r.memberId));
  const candidates = (cards.data ?? []).filter((c) => !registered.has(c.id));
  const full = t ? isFull(eventRoom(t)) : true;
  const chosen = candidates.find((c) => c.id === memberId);

  return (
    <>
      <Dialog.Header>
        <Dialog.Title fontFamily="heading">Registrations{t ? `: ${t.name}` : ''}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="5">
          {t && (
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="semibold">
                {t.registeredCount} / {t.maxParticipants} registered
              </Text>
              {full && (
                <Badge colorPalette="red" variant="solid">
                  Full
                </Badge>
              )}
              {t.waitlistCount > 0 && <Badge colorPalette="orange">{t.waitlistCount} waiting</Badge>}
            </HStack>
          )}
          <Flex gap="3" align="flex-end" direction={{ base: 'column', sm: 'row' }}>
            <Field.Root flex="1" disabled={full || cards.loading}>
              <Field.Label>Member to add</Field.Label>
              <SelectInput
                value={memberId}
                onChange={setMemberId}
                placeholder={cards.loading ? 'Loading members...' : 'Select a member'}
                options={candidates.map((c) => ({ value: c.id, label: c.fullName }))}
              />
              {full && <Field.HelperText>The tournament is full: remove a member to add another.</Field.HelperText>}
            </Field.Root>
            <Button
              colorPalette="brand"
              disabled={full || !chosen}
              loading={add.busy}
              onClick={() => chosen && void add.run(chosen.id, chosen.handicap)}
              alignSelf={{ base: 'stretch', sm: 'auto' }}
            >
              <LuUserPlus aria-hidden /> Add
            </Button>
          </Flex>
          <ReadState
            live={registrations}
            loading="Loading registrations..."
            empty="No members registered yet."
            errorTitle="Failed to fetch registrations"
          >
            {(rows) => (
              <Stack as="ul" gap="2" listStyleType="none" aria-label="Registered members">
                {rows.map((r) => (
                  <Flex as="li" key={r.id} justify="space-between" align="center" gap="3" p="3" borderWidth="1px" rounded="md">
                    <Stack gap="0" minW="0">
                      <Text fontWeight="medium">{r.fullName || 'Unknown member'}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {r.teamName || 'No team'} · Handicap {r.handicap ?? 'N/A'}
                      </Text>
                    </Stack>
                    <Button
                      size="sm"
                      variant="outline"
                      colorPalette="red"
                      disabled={remove.busy}
                      onClick={() => void remove.run(r.memberId)}
                    >
                      <LuUserMinus aria-hidden /> Remove<VisuallyHidden> {r.fullName}</VisuallyHidden>
                    </Button>
                  </Flex>
                ))}
              </Stack>
            )}
          </ReadState>
          <WaitlistAdmin kind="tournament" eventId={tournamentId} />
        </Stack>
      </Dialog.Body>
      <DialogCloseFooter label="Done" />
    </>
  );
}

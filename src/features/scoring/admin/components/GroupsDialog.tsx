import { Badge, Box, Button, Dialog, Field, Flex, Heading, HStack, Input, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuPlus, LuShuffle, LuTrash2 } from 'react-icons/lu';
import { ConfirmDialog, DialogShell, ReadState, SelectInput, useAction } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { joinLive, useLive } from '@/lib/data/use-live';
import { groupDoc, MAX_GROUP_SIZE } from '@/lib/schemas/scoring';
import { formatIssues } from '@/lib/schemas/validation';
import { saveGroups, setGroupsPublished } from '../api/mutations';
import { newGroupId, registrationsInOrder, tournamentGroups, tournamentRef } from '../api/queries';
import {
  addGroup,
  byTeeTime,
  changeGroup,
  drawGroups,
  movePlayer,
  reconcile,
  removeGroup,
  unplaced,
  unplacePlayer,
  type DraftGroup,
} from '../draw';

type Registration = Row<'tournamentRegistrations'>;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const HOLES = Array.from({ length: 18 }, (_, i) => ({ value: String(i + 1), label: `Hole ${i + 1}` }));
const UNPLACED = '';

interface GroupsDialogProps {
  /** The tournament whose groups are drawn; null when closed. */
  tournamentId: string | null;
  onClose: () => void;
}

/**
 * A tournament's groups (issue 28): "Draw groups" makes a first draw from the
 * registrations (draw.ts); the admin moves players, changes markers, tee
 * times and starting holes, adds or removes groups, saves, then publishes.
 */
export function GroupsDialog({ tournamentId, onClose }: GroupsDialogProps) {
  return (
    <DialogShell open={tournamentId !== null} onOpenChange={(next) => !next && onClose()} closeOnInteractOutside={false}>
      {tournamentId && <GroupsBody tournamentId={tournamentId} />}
    </DialogShell>
  );
}

/** A group's problems in groupDoc's words ("Group 2: A group has at least one player"). */
function groupProblems(group: DraftGroup, number: number): string[] {
  const { teeTime, startHole, memberIds, markerId } = group;
  const result = groupDoc.safeParse({ teeTime, startHole, memberIds, markerId });
  return result.success ? [] : formatIssues(result.error).map((line) => `Group ${number}: ${line.replace(/^\w+: /, '')}`);
}

function GroupsBody({ tournamentId }: { tournamentId: string }) {
  const tournament = useLive(tournamentRef(tournamentId));
  const registrations = useLive(registrationsInOrder(tournamentId));
  const saved = useLive(tournamentGroups(tournamentId));
  const both = joinLive(registrations, saved, (regs, groups) => ({ regs, groups }));
  const t = tournament.data;

  return (
    <>
      <Dialog.Header>
        <Dialog.Title fontFamily="heading">Groups{t ? `: ${t.name}` : ''}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <ReadState live={both} loading="Loading groups..." errorTitle="Failed to fetch groups">
          {({ regs, groups }) => (
            <Editor
              tournamentId={tournamentId}
              registrations={regs}
              saved={groups}
              published={t?.groupsPublished === true}
              firstTee={t && HHMM.test(t.teeOffTime) ? t.teeOffTime : '08:00'}
            />
          )}
        </ReadState>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Close</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </>
  );
}

interface EditorProps {
  tournamentId: string;
  registrations: Registration[];
  saved: Row<'tournamentGroups'>[];
  published: boolean;
  firstTee: string;
}

function Editor({ tournamentId, registrations, saved, published, firstTee }: EditorProps) {
  const registered = useMemo(() => registrations.map((r) => r.memberId), [registrations]);
  const names = useMemo(() => new Map(registrations.map((r) => [r.memberId, r.fullName || 'Unknown member'])), [registrations]);
  const nameOf = (id: string) => names.get(id) ?? 'No longer registered';

  // The saved groups, read once when the dialog opens (then the admin's draft until saved).
  const savedDraft = useMemo(
    () =>
      saved
        .map((g) => ({ id: g.id, teeTime: g.teeTime, startHole: g.startHole, memberIds: [...g.memberIds], markerId: g.markerId }))
        .sort(byTeeTime),
    [saved],
  );
  // The saved groups against today's registrations (a withdrawn player taken out), until the admin edits them here.
  const stored = useMemo(() => reconcile(savedDraft, registered), [savedDraft, registered]);
  const [edited, setEdited] = useState<DraftGroup[] | null>(null);
  const draft = edited ?? stored.groups;
  const dropped = edited ? 0 : stored.dropped.length;
  const dirty = edited !== null || dropped > 0;
  const [start, setStart] = useState(firstTee);
  const [interval, setGap] = useState(8);
  const [startHole, setStartHole] = useState(1);
  const [confirmDraw, setConfirmDraw] = useState(false);
  const [drawError, setDrawError] = useState<string | null>(null);

  const edit = (next: DraftGroup[]) => setEdited(next);
  const options = { start, interval, startHole, newId: () => newGroupId(tournamentId) };

  const draw = () => {
    try {
      edit(drawGroups(registered, options));
      setDrawError(null);
    } catch (error) {
      setDrawError(error instanceof Error ? error.message : String(error));
    }
  };

  const problems = draft.flatMap((g, i) => groupProblems(g, i + 1));
  const left = unplaced(draft, registered);

  const saving = useAction(
    () =>
      saveGroups(
        tournamentId,
        draft,
        saved.map((g) => g.id),
      ),
    {
      success: 'Groups saved',
      failure: 'Failed to save groups',
      onSuccess: () => setEdited(null),
    },
  );
  const publishing = useAction((on: boolean) => setGroupsPublished(tournamentId, on), {
    success: (_, on) => (on ? 'Groups published' : 'Groups unpublished'),
    failure: (_, on) => (on ? 'Failed to publish groups' : 'Failed to unpublish groups'),
  });

  const canPublish = !dirty && draft.length > 0 && problems.length === 0 && left.length === 0;
  const validStart = HHMM.test(start) && Number.isInteger(interval) && interval >= 1 && interval <= 60;

  return (
    <Stack gap="5">
      <HStack gap="3" wrap="wrap">
        <Text fontWeight="semibold">
          {registrations.length} registered · {draft.length} {draft.length === 1 ? 'group' : 'groups'}
        </Text>
        <Badge colorPalette={published ? 'green' : 'gray'} variant="solid">
          {published ? 'Published' : 'Not published'}
        </Badge>
        {dirty && <Badge colorPalette="orange">Unsaved changes</Badge>}
      </HStack>

      <Stack as="section" aria-label="Draw" gap="3" p="4" borderWidth="1px" rounded="lg" bg="bg.subtle">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Field.Root invalid={!HHMM.test(start)}>
            <Field.Label>First tee time</Field.Label>
            <Input type="time" value={start} onChange={(e) => setStart(e.currentTarget.value)} />
            <Field.ErrorText>Tee time must be HH:mm</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!(Number.isInteger(interval) && interval >= 1 && interval <= 60)}>
            <Field.Label>Minutes between groups</Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={60}
              value={Number.isFinite(interval) ? interval : ''}
              onChange={(e) => setGap(Number(e.currentTarget.value))}
            />
            <Field.ErrorText>1 to 60 minutes</Field.ErrorText>
          </Field.Root>
          <Field.Root>
            <Field.Label>Starting hole</Field.Label>
            <SelectInput value={String(startHole)} onChange={(v) => setStartHole(Number(v))} options={HOLES} />
          </Field.Root>
        </SimpleGrid>
        <Text fontSize="sm" color="fg.muted">
          The draw takes the players in the order they registered, in groups of up to {MAX_GROUP_SIZE} as even as they can be, the first
          player of each group its marker.
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button
            colorPalette="brand"
            disabled={!validStart || registrations.length === 0}
            onClick={() => (draft.length > 0 ? setConfirmDraw(true) : draw())}
          >
            <LuShuffle aria-hidden /> Draw groups
          </Button>
          <Button variant="outline" colorPalette="brand" disabled={!validStart} onClick={() => edit(addGroup(draft, options))}>
            <LuPlus aria-hidden /> Add group
          </Button>
        </HStack>
        {drawError && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {drawError}
          </Text>
        )}
        {registrations.length === 0 && <Text fontSize="sm">No members registered yet.</Text>}
      </Stack>

      {dropped > 0 && (
        <Text role="status" fontSize="sm" color="fg.warning">
          {dropped === 1 ? 'A player no longer registered was' : `${dropped} players no longer registered were`} taken out of the groups.
          Save to keep this.
        </Text>
      )}

      {draft.length === 0 ? (
        <Text color="fg.muted">No groups yet: draw them, or add a group.</Text>
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" aria-label="Groups">
          {draft.map((group, i) => (
            <GroupCard
              key={group.id}
              number={i + 1}
              group={group}
              groups={draft}
              nameOf={nameOf}
              onChange={(change) => edit(changeGroup(draft, group.id, change))}
              onMove={(memberId, to) => edit(to === UNPLACED ? unplacePlayer(draft, memberId) : movePlayer(draft, memberId, to))}
              onRemove={() => edit(removeGroup(draft, group.id))}
            />
          ))}
        </Stack>
      )}

      {left.length > 0 && (
        <Stack as="section" aria-label="In no group" gap="2" p="4" borderWidth="1px" rounded="lg" borderColor="border.warning">
          <Heading as="h3" size="sm">
            In no group ({left.length})
          </Heading>
          <Stack as="ul" gap="2" listStyleType="none">
            {left.map((id) => (
              <PlayerRow
                key={id}
                memberId={id}
                name={nameOf(id)}
                current={UNPLACED}
                groups={draft}
                onMove={(to) => edit(movePlayer(draft, id, to))}
              />
            ))}
          </Stack>
        </Stack>
      )}

      {problems.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" color="fg.error" fontSize="sm" aria-label="Problems with the groups">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </Stack>
      )}

      <Flex gap="3" wrap="wrap" justify="flex-end" borderTopWidth="1px" pt="4">
        <Button colorPalette="brand" disabled={!dirty || problems.length > 0} loading={saving.busy} onClick={() => void saving.run()}>
          Save groups
        </Button>
        {published ? (
          <Button variant="outline" colorPalette="red" loading={publishing.busy} onClick={() => void publishing.run(false)}>
            Unpublish groups
          </Button>
        ) : (
          <Button
            variant="outline"
            colorPalette="brand"
            disabled={!canPublish}
            loading={publishing.busy}
            onClick={() => void publishing.run(true)}
          >
            Publish groups
          </Button>
        )}
      </Flex>
      {!published && !canPublish && draft.length > 0 && (
        <Text fontSize="sm" color="fg.muted" textAlign="end">
          {dirty ? 'Save the groups before publishing them.' : left.length > 0 ? 'Place every registered player before publishing.' : ''}
        </Text>
      )}

      <ConfirmDialog
        open={confirmDraw}
        onOpenChange={setConfirmDraw}
        title="Draw the groups again?"
        description="The groups below are replaced by a new draw (nothing is saved until you press Save groups)."
        confirmLabel="Draw groups"
        destructive={false}
        onConfirm={async () => draw()}
        messages={{ failure: 'Failed to draw groups' }}
      />
    </Stack>
  );
}

interface GroupCardProps {
  number: number;
  group: DraftGroup;
  groups: DraftGroup[];
  nameOf: (id: string) => string;
  onChange: (change: Partial<Pick<DraftGroup, 'teeTime' | 'startHole' | 'markerId'>>) => void;
  onMove: (memberId: string, to: string) => void;
  onRemove: () => void;
}

function GroupCard({ number, group, groups, nameOf, onChange, onMove, onRemove }: GroupCardProps) {
  const label = `Group ${number}`;
  return (
    <Box as="li" p="4" borderWidth="1px" rounded="lg" aria-label={label}>
      <Stack gap="3">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="md">
            {label}
          </Heading>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
            <LuTrash2 aria-hidden /> Remove group {number}
          </Button>
        </Flex>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <Field.Root invalid={!HHMM.test(group.teeTime)}>
            <Field.Label>{label} tee time</Field.Label>
            <Input type="time" value={group.teeTime} onChange={(e) => onChange({ teeTime: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{label} starting hole</Field.Label>
            <SelectInput value={String(group.startHole)} onChange={(v) => onChange({ startHole: Number(v) })} options={HOLES} />
          </Field.Root>
          <Field.Root disabled={group.memberIds.length === 0}>
            <Field.Label>{label} marker</Field.Label>
            <SelectInput
              value={group.markerId}
              onChange={(v) => onChange({ markerId: v })}
              placeholder={group.memberIds.length === 0 ? 'No players' : undefined}
              options={group.memberIds.map((id) => ({ value: id, label: nameOf(id) }))}
            />
          </Field.Root>
        </SimpleGrid>
        {group.memberIds.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No players: move players here, or remove the group.
          </Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={`${label} players`}>
            {group.memberIds.map((id) => (
              <PlayerRow
                key={id}
                memberId={id}
                name={nameOf(id)}
                marker={id === group.markerId}
                current={group.id}
                groups={groups}
                onMove={(to) => onMove(id, to)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

interface PlayerRowProps {
  memberId: string;
  name: string;
  marker?: boolean;
  /** The player's group id, or '' when in none. */
  current: string;
  groups: DraftGroup[];
  onMove: (to: string) => void;
}

/** A player in a group (or in none), with a select that moves them to another group; full groups cannot be chosen. */
function PlayerRow({ name, marker, current, groups, onMove }: PlayerRowProps) {
  const choices = [
    ...groups.map((g, i) => ({
      value: g.id,
      label: `Group ${i + 1} (${g.teeTime})${g.id !== current && g.memberIds.length >= MAX_GROUP_SIZE ? ': full' : ''}`,
      disabled: g.id !== current && g.memberIds.length >= MAX_GROUP_SIZE,
    })),
    { value: UNPLACED, label: 'No group' },
  ];
  return (
    <Flex as="li" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="2">
      <HStack gap="2">
        <Text fontWeight="medium">{name}</Text>
        {marker && <Badge colorPalette="brand">Marker</Badge>}
      </HStack>
      <Field.Root maxW={{ sm: '56' }}>
        <Field.Label>
          <VisuallyHidden>Group of {name}</VisuallyHidden>
        </Field.Label>
        <SelectInput value={current} onChange={(to) => to !== current && onMove(to)} options={choices} />
      </Field.Root>
    </Flex>
  );
}

import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useEffect, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { Form, Panel, ReadState, useAction, useSchemaForm, type ToastText, ServerButton } from '@/components/kit';
import { SubmitOrCancel } from './form-actions';
import type { Live } from '@/lib/data/use-live';
import { EventRow } from './my-events';
import { callFunction } from '@/lib/data/callable';
import { errorCode, errorMessage } from '@/lib/errors';

export type WaitlistKind = 'tournament' | 'par3';

/**
 * Where the member stands on an event's waiting list (1 = next to move up), asked
 * of the functions again whenever their place or the list's length changes (a
 * member reads only their own place, so the position is counted on the server).
 */
export function useWaitlistPosition(
  kind: WaitlistKind,
  eventId: string,
  joinedAt: Date | undefined,
  waitlistCount: number,
): number | undefined {
  const [position, setPosition] = useState<{ key: string; value: number }>();
  const key = `${kind}/${eventId}/${joinedAt?.getTime() ?? 'none'}/${waitlistCount}`;
  useEffect(() => {
    if (!joinedAt) return;
    let current = true;
    callFunction('waitlistPosition', { kind, eventId })
      .then((r) => current && setPosition({ key, value: r.position }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [kind, eventId, joinedAt, key]);
  return position?.key === key ? position.value : undefined;
}

export function positionText(position: number | undefined): string {
  return position ? `You are number ${position} on the waiting list` : 'You are on the waiting list';
}

/** "You are number 3 on the waiting list" and "Leave Waiting List". */
export function WaitlistPlace({
  kind,
  eventId,
  joinedAt,
  waitlistCount,
  leave,
}: {
  kind: WaitlistKind;
  eventId: string;
  joinedAt: Date;
  waitlistCount: number;
  leave: () => Promise<void>;
}) {
  const position = useWaitlistPosition(kind, eventId, joinedAt, waitlistCount);
  const leaving = useAction(leave, {
    success: { title: 'You have left the waiting list' },
    failure: 'Failed to leave the waiting list. Please try again.',
  });
  return (
    <Stack gap="3">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{positionText(position)}</Alert.Title>
      </Alert.Root>
      <Text fontSize="sm" color="fg.muted">
        When a place frees up, the first member on the list gets it and is emailed.
      </Text>
      <ServerButton alignSelf="start" variant="outline" colorPalette="red" loading={leaving.busy} onClick={() => void leaving.run()}>
        Leave Waiting List
      </ServerButton>
    </Stack>
  );
}

/**
 * A full event's "Join Waiting List" form (a tournament's, a Par 3 night's):
 * why there is no place, how many wait, the registration's own fields
 * (`children`, on the form's schema), the join callable with "You are number N
 * on the waiting list" or its error in the screens' words, and Cancel.
 */
export function WaitlistJoinForm<S extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaults,
  label,
  title,
  reason,
  waitlistCount,
  join,
  children,
}: {
  schema: S;
  defaults: DefaultValues<z.input<S>>;
  /** The form's accessible name. */
  label: string;
  /** Why there is no place ("This tournament is full", "No tee times available"). */
  title: string;
  /** What the description says first (may be empty). */
  reason: string;
  waitlistCount: number;
  /** The join callable; resolves to the member's position. */
  join: (values: z.output<S>) => Promise<number>;
  children: ReactNode;
}) {
  const form = useSchemaForm(schema, defaults);
  const joining = useAction(join, { success: (position) => ({ title: positionText(position) }), failure: waitlistFailure });
  return (
    <Form form={form} schema={schema} aria-label={label} onSubmit={(v) => joining.run(v)}>
      <Stack gap="4">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>
            {reason ? `${reason} ` : ''}
            {waitlistCount > 0 ? `${waitlistCount} waiting. ` : ''}Join the waiting list: when a place frees up, the first member on the
            list gets it.
          </Alert.Description>
        </Alert.Root>
        {children}
        <SubmitOrCancel label="Join Waiting List" busy={joining.busy} busyLabel="Joining..." />
      </Stack>
    </Form>
  );
}

/** The join callables' error codes in the screens' words. */
export function waitlistFailure(error: unknown): ToastText {
  switch (errorCode(error)) {
    case 'already-exists':
      return { title: errorMessage(error) };
    case 'failed-precondition':
      return { title: 'Could not join the waiting list', description: errorMessage(error) };
    default:
      return { title: 'Failed to join the waiting list', description: errorMessage(error) };
  }
}

/** One of the member's waiting places, as the dashboard lists it. */
export interface WaitingRow {
  kind: WaitlistKind;
  id: string;
  name: string;
  details: string;
  /** The event's page (where the member can also leave). */
  link: string;
  joinedAt: Date;
  waitlistCount: number;
  leave: () => Promise<void>;
}

function WaitingItem({ row }: { row: WaitingRow }) {
  const position = useWaitlistPosition(row.kind, row.id, row.joinedAt, row.waitlistCount);
  const leaving = useAction(row.leave, {
    success: { title: 'You have left the waiting list' },
    failure: 'Failed to leave the waiting list. Please try again.',
  });
  return (
    <EventRow name={row.name} details={row.details} below={<Text fontSize="sm">{positionText(position)}</Text>}>
      <HStack gap="2" wrap="wrap">
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <Link to={row.link} aria-label={`View ${row.name}`}>
            View
          </Link>
        </Button>
        <ServerButton
          size="sm"
          variant="outline"
          colorPalette="red"
          loading={leaving.busy}
          onClick={() => void leaving.run()}
          aria-label={`Leave the waiting list of ${row.name}`}
        >
          Leave
        </ServerButton>
      </HStack>
    </EventRow>
  );
}

/** Dashboard: My Waiting Lists, beside the member's registrations. */
export function MyWaitingListsPanel({ live }: { live: Live<WaitingRow[]> }) {
  return (
    <Panel title="My Waiting Lists">
      <ReadState live={live} loading="Loading your waiting lists..." empty="You are not on any waiting list.">
        {(rows) => (
          <Stack gap="3" as="ul" listStyleType="none">
            {rows.map((row) => (
              <WaitingItem key={`${row.kind}/${row.id}`} row={row} />
            ))}
          </Stack>
        )}
      </ReadState>
    </Panel>
  );
}

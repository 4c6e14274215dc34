import { useMemo, useState } from 'react';
import type { DocumentReference } from 'firebase/firestore';
import { placesHeld } from '../capacity';
import { isUpcoming } from '../dates';
import { useLiveDocs, type Live } from './use-live';

/** The counter of the places a member's document of an event stands for. */
export type PlaceCounter = 'registeredCount' | 'waitlistCount';

/**
 * Upcoming events paired with the member's registration (or waiting place) in
 * each: the dashboard's "My Registered ..." and "My Waiting Lists". They live
 * under their event, one document per event, so the member's document is
 * followed only on the events whose `counter` says that someone holds such a
 * place (capacity.ts `placesHeld`): a season with many upcoming events and few
 * places taken costs a few reads, not two per event. `refOf(eventId, uid)` is
 * the member's document of an event; it must keep its identity (a module's function).
 *
 * When the list of such events changes (a first registration on another
 * event, the last withdrawal from one), the rows shown stay while the new
 * documents answer, instead of the panel falling back to its placeholder.
 */
export function useRegisteredIn<E extends { id: string; date: Date } & Record<PlaceCounter, number>, R, T>(
  events: Live<E[]>,
  uid: string,
  counter: PlaceCounter,
  refOf: (eventId: string, uid: string) => DocumentReference<R>,
  pair: (event: E, registration: R) => T,
): Live<T[]> {
  const held = useMemo(() => events.data?.filter((e) => isUpcoming(e.date) && placesHeld(e[counter])), [events.data, counter]);
  const refs = useMemo(() => held?.map((e) => refOf(e.id, uid)) ?? null, [held, refOf, uid]);
  const registrations = useLiveDocs<R>(refs);
  const regs = registrations.data;
  // The pairs, once every followed document has answered: useLiveDocs answers only for this render's
  // paths, so its answer lines up with `held`, one entry per event.
  const rows = useMemo(
    () =>
      held && regs
        ? held.flatMap((event, i) => {
            const registration = regs[i];
            return registration ? [pair(event, registration)] : [];
          })
        : undefined,
    // `pair` is the caller's inline function: the rows follow the documents, not its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [held, regs],
  );
  // The rows last shown, for this member (https://react.dev/reference/react/useState#storing-information-from-previous-renders).
  const [last, setLast] = useState<{ uid: string; rows: T[] } | undefined>(undefined);
  if (rows !== undefined && (last?.rows !== rows || last.uid !== uid)) setLast({ uid, rows });

  const retry = () => {
    events.retry();
    registrations.retry();
  };
  const error = events.error ?? registrations.error;
  if (error !== undefined) return { data: undefined, loading: false, error, retry };
  if (rows !== undefined) return { data: rows, loading: false, error: undefined, retry };
  if (events.data !== undefined && last !== undefined && last.uid === uid)
    return { data: last.rows, loading: false, error: undefined, retry };
  return { data: undefined, loading: true, error: undefined, retry };
}

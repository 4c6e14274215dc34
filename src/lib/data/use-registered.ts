import { useMemo } from 'react';
import type { DocumentReference } from 'firebase/firestore';
import { isUpcoming } from '../dates';
import { joinLive, useLiveDocs, type Live } from './use-live';

/**
 * Upcoming events paired with the member's registration (or waiting place) in
 * each (they live under their event, so one document read per event): the
 * dashboard's "My Registered ..." and "My Waiting Lists". `refOf(eventId, uid)`
 * is the member's document of an event; it must keep its identity (a module's function).
 */
export function useRegisteredIn<E extends { id: string; date: Date }, R, T>(
  events: Live<E[]>,
  uid: string,
  refOf: (eventId: string, uid: string) => DocumentReference<R>,
  pair: (event: E, registration: R) => T,
): Live<T[]> {
  const upcoming = useMemo(() => events.data?.filter((e) => isUpcoming(e.date)), [events.data]);
  const refs = useMemo(() => upcoming?.map((e) => refOf(e.id, uid)) ?? null, [upcoming, refOf, uid]);
  const registrations = useLiveDocs<R>(refs);
  return joinLive(events, registrations, (_, regs) =>
    (upcoming ?? []).flatMap((event, i) => {
      const registration = regs[i];
      return registration ? [pair(event, registration)] : [];
    }),
  );
}

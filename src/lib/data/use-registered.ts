import { useMemo } from 'react';
import type { DocumentReference } from 'firebase/firestore';
import { isUpcoming } from '../dates';
import { joinLive, useLiveDocs, type Live } from './use-live';

/**
 * Upcoming events paired with the member's registration in each (registrations
 * live under their event, so one document read per event): the dashboard's
 * "My Registered ..." lists. `refOf` must keep its identity (useMemo).
 */
export function useRegisteredIn<E extends { id: string; date: Date }, R, T>(
  events: Live<E[]>,
  refOf: (eventId: string) => DocumentReference<R>,
  pair: (event: E, registration: R) => T,
): Live<T[]> {
  const upcoming = useMemo(() => events.data?.filter((e) => isUpcoming(e.date)), [events.data]);
  const refs = useMemo(() => upcoming?.map((e) => refOf(e.id)) ?? null, [upcoming, refOf]);
  const registrations = useLiveDocs<R>(refs);
  return joinLive(events, registrations, (_, regs) =>
    (upcoming ?? []).flatMap((event, i) => {
      const registration = regs[i];
      return registration ? [pair(event, registration)] : [];
    }),
  );
}

import { useMemo } from 'react';
import type { Row } from '@/lib/data/refs';
import { useLive, useLiveDocs, type Live } from '@/lib/data/use-live';
import { isUpcoming } from '@/lib/dates';
import { par3RegistrationRef, tournamentRegistrationRef, upcomingPar3Events, upcomingTournaments } from '../api/queries';

export interface MyTournament {
  tournament: Row<'tournaments'>;
  registration: Row<'tournamentRegistrations'>;
}

export interface MyPar3 {
  event: Row<'par3Events'>;
  registration: Row<'par3Registrations'>;
}

/** Two live reads as one: loading until both have answered, the first error, one retry. */
function joined<A, B, T>(a: Live<A>, b: Live<B>, combine: (a: A, b: B) => T): Live<T> {
  const retry = () => {
    a.retry();
    b.retry();
  };
  if (a.error !== undefined || b.error !== undefined) return { data: undefined, loading: false, error: a.error ?? b.error, retry };
  if (a.loading || b.loading || a.data === undefined || b.data === undefined) return { data: undefined, loading: true, error: undefined, retry };
  return { data: combine(a.data, b.data), loading: false, error: undefined, retry };
}

/** Upcoming events paired with the member's registration in each (registrations live under their event). */
function useMine<E extends { id: string; date: Date }, R, T>(
  events: Live<E[]>,
  refOf: (eventId: string) => Parameters<typeof useLiveDocs<R>>[0] extends readonly (infer D)[] | null ? D : never,
  pair: (event: E, registration: R) => T,
): Live<T[]> {
  const upcoming = useMemo(() => events.data?.filter((e) => isUpcoming(e.date)), [events.data]);
  const refs = useMemo(() => upcoming?.map((e) => refOf(e.id)) ?? null, [upcoming, refOf]);
  const registrations = useLiveDocs<R>(refs);
  return joined(events, registrations, (_, regs) =>
    (upcoming ?? []).flatMap((event, i) => {
      const registration = regs[i];
      return registration ? [pair(event, registration)] : [];
    }),
  );
}

/** The member's upcoming tournament registrations, soonest first. */
export function useMyTournaments(uid: string): Live<MyTournament[]> {
  const events = useLive(upcomingTournaments());
  const refOf = useMemo(() => (id: string) => tournamentRegistrationRef(id, uid), [uid]);
  return useMine(events, refOf, (tournament, registration) => ({ tournament, registration }));
}

/** The member's upcoming Par 3 registrations, soonest first. */
export function useMyPar3Events(uid: string): Live<MyPar3[]> {
  const events = useLive(upcomingPar3Events());
  const refOf = useMemo(() => (id: string) => par3RegistrationRef(id, uid), [uid]);
  return useMine(events, refOf, (event, registration) => ({ event, registration }));
}

/**
 * Day-of-play triggers and the correctCard callable (issue 28, decision 0019).
 * - Registrations, the event (course, tee, allowance, groups published), a
 *   tournament's groups and a Par 3 night's tee times: the event's cards are
 *   reconciled (created, removed, grouped, derived values refreshed).
 * - A card's strokes or status: its derived values, and the score of a verified card.
 * - Groups published: each member's group mail.
 */
import { db } from '../shared/runtime';
import { callable, readOnce, whenWritten } from '../shared/handlers';
import { typedDoc } from '../shared/converter';
import { HttpsError } from 'firebase-functions/v2/https';
import { correctCard as correctHole, newRegistrationMovesCards, reconcileEvent, refreshCard } from './core';
import { mailGroups } from './group-mail';

const changed = (before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined, keys: string[]) =>
  keys.some((k) => JSON.stringify(before?.[k] ?? null) !== JSON.stringify(after?.[k] ?? null));

export const onTournamentRegistrationCards = whenWritten('tournaments/{id}/registrations/{uid}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (before && after && !changed(before, after, ['handicap'])) return;
  if (!before && !(await newRegistrationMovesCards(db, 'tournament', event.params.id, event.params.uid, (ref) => readOnce(event, ref))))
    return;
  await reconcileEvent(db, 'tournament', event.params.id);
});

export const onPar3RegistrationCards = whenWritten('par3Events/{id}/registrations/{uid}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (before && after && !changed(before, after, ['handicap', 'teeTimeId'])) return;
  if (!before && !(await newRegistrationMovesCards(db, 'par3', event.params.id, event.params.uid, (ref) => readOnce(event, ref)))) return;
  await reconcileEvent(db, 'par3', event.params.id);
});

export const onTournamentScoringChanged = whenWritten('tournaments/{id}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!after) return;
  if (changed(before, after, ['courseId', 'teeName', 'handicapAllowance', 'groupsPublished'])) {
    await reconcileEvent(db, 'tournament', event.params.id);
  }
  if (after.groupsPublished === true && before?.groupsPublished !== true) {
    await mailGroups(db, event.params.id, event.id);
  }
});

export const onPar3ScoringChanged = whenWritten('par3Events/{id}', async (event) => {
  const after = event.data?.after.data();
  if (!after || !changed(event.data?.before.data(), after, ['courseId'])) return;
  await reconcileEvent(db, 'par3', event.params.id);
});

export const onGroupWritten = whenWritten('tournaments/{id}/groups/{groupId}', async (event) => {
  await reconcileEvent(db, 'tournament', event.params.id);
});

export const onTeeTimeMarker = whenWritten('par3Events/{id}/teeTimes/{teeTimeId}', async (event) => {
  if (!changed(event.data?.before.data(), event.data?.after.data(), ['markerId'])) return;
  await reconcileEvent(db, 'par3', event.params.id);
});

const CARD_INPUTS = ['strokes', 'status', 'handicapIndex'];

export const onTournamentCardWritten = whenWritten('tournaments/{id}/cards/{uid}', async (event) => {
  const after = event.data?.after.data();
  if (!after || !changed(event.data?.before.data(), after, CARD_INPUTS)) return;
  await refreshCard(db, 'tournament', event.params.id, event.params.uid);
});

export const onPar3CardWritten = whenWritten('par3Events/{id}/cards/{uid}', async (event) => {
  const after = event.data?.after.data();
  if (!after || !changed(event.data?.before.data(), after, CARD_INPUTS)) return;
  await refreshCard(db, 'par3', event.params.id, event.params.uid);
});

export const correctCard = callable('correctCard', { caller: 'admin' }, async (input, request, uid) => {
  const profile = (await typedDoc(db, 'profiles', uid).get()).data();
  const name = profile?.fullName ?? (typeof request.auth?.token.email === 'string' ? request.auth.token.email : uid);
  let correctionId: string | null;
  try {
    correctionId = await correctHole(db, input, { uid, name });
  } catch (error) {
    if (error instanceof RangeError) throw new HttpsError('invalid-argument', error.message);
    throw error;
  }
  if (!correctionId) throw new HttpsError('not-found', 'This card does not exist, or its event has no course');
  return { memberId: input.memberId, hole: input.hole, correctionId };
});

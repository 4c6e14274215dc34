/**
 * Membership: the daily expiry job (society time: active memberships whose
 * membershipExpiry has passed become 'expired') and applyDefaultFee (admin only).
 */
import { db, env } from '../shared/runtime';
import { callable, onSchedule } from '../shared/handlers';
import { logger } from 'firebase-functions/v2';
import { expireMemberships } from './expire';
import { applyFeeToUnpaid } from './fees';

export const expireMembershipsDaily = onSchedule({ schedule: 'every day 00:05', timeZone: env.SOCIETY_TIME_ZONE }, async () => {
  const count = await expireMemberships(db, new Date());
  logger.info(`Membership expiry: ${count} membership(s) expired`);
});

export const applyDefaultFee = callable('applyDefaultFee', { caller: 'admin' }, async ({ amount }) => {
  return { amount, updated: await applyFeeToUnpaid(db, amount) };
});

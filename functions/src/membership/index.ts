/**
 * Membership expiry: once a day (Dubai time) active memberships whose
 * membershipExpiry has passed become 'expired'.
 */
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../firebase';
import { expireMemberships } from './expire';

export const expireMembershipsDaily = onSchedule(
  { schedule: 'every day 00:05', timeZone: 'Asia/Dubai' },
  async () => {
    const count = await expireMemberships(db, new Date());
    logger.info(`Membership expiry: ${count} membership(s) expired`);
  },
);

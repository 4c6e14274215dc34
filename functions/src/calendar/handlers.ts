/**
 * Calendar feeds over HTTP (issue 20): Hosting rewrites /calendar/** to this
 * function (firebase.json) and `npm start`'s dev server proxies it
 * (vite.config.ts). /calendar/society.ics is the society's public calendar;
 * /calendar/{token}.ics a member's private one. Anything else, and a token that
 * is wrong, replaced or whose member is gone, answers the same bare 404.
 * `replaceCalendarToken` is the one way a member gets or replaces their token.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { memberFeedPath } from '@/lib/schemas/calendar';
import { db } from '../shared/runtime';
import { env } from '../shared/env';
import { callable } from '../shared/handlers';
import { typedDoc } from '../shared/converter';
import { feedIcs, memberEvents, societyEvents } from './feed';
import { memberOfToken, replaceCalendarToken as replaceToken } from './tokens';

const MEMBER_FEED = /^\/([^/]+)\.ics$/;

/** The feed a path names: its .ics text and how long caches may keep it, or null (404). */
async function feedOf(path: string): Promise<{ ics: string; cache: string } | null> {
  const now = new Date();
  if (path === '/society.ics') {
    return { ics: feedIcs(await societyEvents(db, now), env.SOCIETY_NAME), cache: 'public, max-age=300' };
  }
  const token = MEMBER_FEED.exec(path)?.[1];
  const memberId = token ? await memberOfToken(db, token) : undefined;
  if (!memberId) return null;
  if (!(await typedDoc(db, 'profiles', memberId).get()).exists) return null;
  // Private, and never kept by a cache: a replaced address must stop answering at once.
  return { ics: feedIcs(await memberEvents(db, memberId, now), `${env.SOCIETY_NAME}: my events`), cache: 'private, no-store' };
}

export const calendar = onRequest(async (req, res) => {
  const path = req.path.replace(/^\/calendar/, '');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).send('Method not allowed');
    return;
  }
  try {
    const feed = await feedOf(path);
    if (!feed) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.set('Cache-Control', feed.cache);
    res.status(200).type('text/calendar; charset=utf-8').send(feed.ics);
  } catch (error) {
    // The path may hold a member's token: never logged.
    logger.error(`calendar feed failed: ${error instanceof Error ? error.message : String(error)}`);
    res.status(500).type('text/plain').send('Calendar unavailable');
  }
});

/** A member's private calendar address: created on the first call, replaced (the old one dead) on each next. */
export const replaceCalendarToken = callable('replaceCalendarToken', { caller: 'member' }, async (_input, _request, uid) => {
  const token = await replaceToken(db, uid);
  return { token, url: `${env.APP_URL.replace(/\/+$/, '')}${memberFeedPath(token)}` };
});

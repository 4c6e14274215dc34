/**
 * Calendar feeds over HTTP (issue 20): Hosting rewrites /calendar/** to this
 * function (firebase.json) and `npm start`'s dev server proxies it
 * (vite.config.ts). /calendar/society.ics is the society's public calendar;
 * anything else answers 404 and says nothing more.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import { db } from '../shared/runtime';
import { env } from '../shared/env';
import { feedIcs, societyEvents } from './feed';

export const calendar = onRequest(async (req, res) => {
  const path = req.path.replace(/^\/calendar/, '');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).send('Method not allowed');
    return;
  }
  if (path !== '/society.ics') {
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  try {
    const ics = feedIcs(await societyEvents(db, new Date()), env.SOCIETY_NAME);
    res.set('Cache-Control', 'public, max-age=300');
    res.status(200).type('text/calendar; charset=utf-8').send(ics);
  } catch (error) {
    logger.error(`calendar ${path} failed: ${error instanceof Error ? error.message : String(error)}`);
    res.status(500).type('text/plain').send('Calendar unavailable');
  }
});

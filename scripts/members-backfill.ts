/**
 * Writes `searchTerms` (src/lib/member-search.ts) on profiles stored before the
 * profile trigger kept them (issue 31, decision 0018): the admin lists find a
 * member by a search only through that field. A profile without it is still
 * listed and paged by name, and gets it at its next write anyway; this does them
 * all at once. Run it once after the first deploy of the trigger; it skips
 * profiles whose terms are already right.
 *
 *   npm run members:backfill                                (local emulators)
 *   npm run members:backfill -- --project my-project
 *     (needs GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`)
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { searchTermsStale, syncSearchTerms } from '../functions/src/members/search';
import { useEmulatorEnv } from './lib/emulators';
import { PROJECT_ID } from './lib/run';

const { values } = parseArgs({ options: { project: { type: 'string', default: PROJECT_ID } } });
const projectId = values.project;
if (projectId.startsWith('demo-')) useEmulatorEnv();

const db = getFirestore(initializeApp({ projectId }));
const profiles = await db.collection('profiles').get();
let written = 0;
for (const profile of profiles.docs) {
  if (searchTermsStale(profile.data()) && (await syncSearchTerms(db, profile.id))) written++;
}
console.log(`searchTerms written on ${written} of ${profiles.size} profiles in ${projectId}.`);
process.exit(0);

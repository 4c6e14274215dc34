/**
 * Makes an existing account an admin: sets the `admin` custom claim and mirrors
 * it in roles/{uid}. The way the first admin is made (later admins are granted
 * from the admin panel).
 *
 *   npm run grant-admin -- someone@example.com            (local emulators)
 *   npm run grant-admin -- someone@example.com --project my-project   (real project;
 *     needs GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`)
 *   add --revoke to take the claim away.
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { setAdminClaim } from '../functions/src/members/admin-claim';
import { useEmulatorEnv } from './lib/emulators';
import { PROJECT_ID } from './lib/run';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { project: { type: 'string', default: PROJECT_ID }, revoke: { type: 'boolean', default: false } },
});
const email = positionals[0];
if (!email) {
  console.error('Usage: npm run grant-admin -- <email> [--project <id>] [--revoke]');
  process.exit(2);
}
const projectId = values.project;
if (projectId.startsWith('demo-')) useEmulatorEnv();

const app = initializeApp({ projectId });
try {
  const user = await getAuth(app).getUserByEmail(email);
  const admin = !values.revoke;
  await setAdminClaim(getAuth(app), getFirestore(app), user.uid, admin);
  console.log(`${email} (${user.uid}) is ${admin ? 'now an admin' : 'no longer an admin'} on ${projectId}.`);
  console.log('They see the change after signing in again (or within the hour, when their token refreshes).');
  process.exit(0);
} catch (error) {
  console.error(`Could not change ${email}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

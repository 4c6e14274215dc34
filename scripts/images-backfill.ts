/**
 * Makes the WebP variants (decision 0013, functions/src/images) of images
 * uploaded before the imageVariants trigger was deployed: pages ask for
 * `name@480w.webp` and its siblings of every upload in hero-images/,
 * news-images/ and team-logos/. Run it once after the first deploy of the
 * trigger; it skips images that already have their variants.
 *
 *   npm run images:backfill                                (local emulators)
 *   npm run images:backfill -- --project my-project --bucket my-project.firebasestorage.app
 *     (needs GOOGLE_APPLICATION_CREDENTIALS or `gcloud auth application-default login`)
 */
import { parseArgs } from 'node:util';
import { initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { backfillVariants } from '../functions/src/images/variants';
import { useEmulatorEnv } from './lib/emulators';
import { PROJECT_ID } from './lib/run';

const { values } = parseArgs({
  options: { project: { type: 'string', default: PROJECT_ID }, bucket: { type: 'string' } },
});
const projectId = values.project;
if (projectId.startsWith('demo-')) useEmulatorEnv();
const bucket = values.bucket ?? `${projectId}.appspot.com`;

const app = initializeApp({ projectId, storageBucket: bucket });
const made = await backfillVariants(getStorage(app).bucket());
for (const name of made) console.log(`  ${name}`);
console.log(`Variants made for ${made.length} ${made.length === 1 ? 'image' : 'images'} in ${bucket}.`);
process.exit(0);

/**
 * Makes the Firebase emulators runnable on machines without internet access.
 * - Firestore: where firebase-tools has no cached jar but the Cloud SDK ships one,
 *   a manifest-only wrapper jar makes it runnable with `java -jar`.
 * - Storage: where Google's rules runtime cannot be downloaded, a local stand-in
 *   (which does NOT evaluate storage.rules) lets uploads work, announced loudly.
 * On an ordinary machine with internet nothing is changed: firebase-tools downloads.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import AdmZip from 'adm-zip';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, '.emulators');
const cacheDir = join(homedir(), '.cache', 'firebase', 'emulators');
const cloudSdkFirestoreJar = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

export interface EmulatorSetup {
  env: Record<string, string>;
  /** True when Storage runs on the stand-in: storage.rules are not evaluated. */
  storageStandIn: boolean;
}

interface EmulatorInfo {
  [name: string]: { downloadPathRelativeToCacheDir?: string } | undefined;
}

function cachedJar(name: 'firestore' | 'storage'): string {
  const info = JSON.parse(
    readFileSync(join(root, 'node_modules/firebase-tools/lib/emulator/downloadableEmulatorInfo.json'), 'utf8'),
  ) as EmulatorInfo;
  const file = info[name]?.downloadPathRelativeToCacheDir;
  if (!file) throw new Error(`firebase-tools does not describe the ${name} emulator`);
  return join(cacheDir, file);
}

/** Manifest lines are at most 72 bytes; longer ones continue on a line starting with a space. */
function manifest(entries: Record<string, string>): string {
  const lines: string[] = ['Manifest-Version: 1.0'];
  for (const [key, value] of Object.entries(entries)) {
    let line = `${key}: ${value}`;
    lines.push(line.slice(0, 72));
    line = line.slice(72);
    while (line.length > 0) {
      lines.push(` ${line.slice(0, 71)}`);
      line = line.slice(71);
    }
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

function writeJar(path: string, mf: string, files: Record<string, Buffer> = {}): void {
  const zip = new AdmZip();
  zip.addFile('META-INF/MANIFEST.MF', Buffer.from(mf, 'utf8'));
  for (const [name, data] of Object.entries(files)) zip.addFile(name, data);
  zip.writeZip(path);
}

function prepareFirestore(env: Record<string, string>): void {
  if (existsSync(cachedJar('firestore')) || !existsSync(cloudSdkFirestoreJar)) return;
  const jar = join(outDir, 'firestore-emulator-wrapper.jar');
  writeJar(
    jar,
    manifest({
      'Main-Class': 'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
      'Class-Path': `file://${cloudSdkFirestoreJar}`,
    }),
  );
  env.FIRESTORE_EMULATOR_BINARY_PATH = jar;
}

/** A failed download is retried a day later, not on every start (an attempt costs seconds). */
const DOWNLOAD_RETRY_MS = 24 * 60 * 60 * 1000;

function tryDownloadStorageRuntime(): boolean {
  const failed = join(outDir, 'storage-runtime-download-failed');
  if (existsSync(failed) && Date.now() - statSync(failed).mtimeMs < DOWNLOAD_RETRY_MS) return false;
  const bin = join(root, 'node_modules/.bin/firebase');
  const result = spawnSync(bin, ['setup:emulators:storage'], { stdio: 'ignore', timeout: 120_000 });
  const downloaded = result.status === 0 && existsSync(cachedJar('storage'));
  if (downloaded) rmSync(failed, { force: true });
  else writeFileSync(failed, `${new Date().toISOString()}: firebase setup:emulators:storage failed; retried after a day\n`);
  return downloaded;
}

function prepareStorage(env: Record<string, string>): boolean {
  if (existsSync(cachedJar('storage')) || tryDownloadStorageRuntime()) return false;
  const jar = join(outDir, 'storage-rules-stand-in.jar');
  if (!existsSync(jar)) {
    const classes = join(outDir, 'stand-in-classes');
    rmSync(classes, { recursive: true, force: true });
    mkdirSync(classes, { recursive: true });
    execFileSync('javac', ['-d', classes, join(root, 'scripts/emulators/StorageRulesStandIn.java')], {
      stdio: 'inherit',
    });
    writeJar(jar, manifest({ 'Main-Class': 'StorageRulesStandIn' }), {
      'StorageRulesStandIn.class': readFileSync(join(classes, 'StorageRulesStandIn.class')),
    });
  }
  env.STORAGE_EMULATOR_BINARY_PATH = jar;
  return true;
}

export const STORAGE_STAND_IN_WARNING = [
  '',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  "!! Storage emulator: Google's rules runtime is not available on this machine.",
  '!! Using a local stand-in that does NOT evaluate storage.rules: reads are',
  '!! allowed, writes are allowed to any signed-in user. Local use only.',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '',
].join('\n');

export function checkJava(): void {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    throw new Error(
      'Java was not found. The Firebase emulators need Java 17 or newer: install a JDK (e.g. `apt-get install openjdk-17-jdk-headless`) and try again.',
    );
  }
}

export function prepareEmulators(): EmulatorSetup {
  checkJava();
  mkdirSync(outDir, { recursive: true });
  const env: Record<string, string> = {};
  prepareFirestore(env);
  const storageStandIn = prepareStorage(env);
  if (storageStandIn) console.warn(STORAGE_STAND_IN_WARNING);
  return { env, storageStandIn };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const setup = prepareEmulators();
  for (const [key, value] of Object.entries(setup.env)) console.log(`${key}=${value}`);
}

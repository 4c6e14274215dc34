import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { useEmulatorEnv } from '../../scripts/lib/emulators';

/**
 * storage.rules on the Storage emulator. They need Google's storage rules runtime;
 * where it is absent (offline machines) scripts/test.ts runs a stand-in that does
 * not evaluate rules and sets STORAGE_STAND_IN=1: these tests are then skipped.
 */
const standIn = process.env.STORAGE_STAND_IN === '1';
const SKIP_REASON = 'SKIPPED: the Storage emulator runs the local stand-in, which does not evaluate storage.rules';
if (standIn) console.warn(`storage-rules.test.ts ${SKIP_REASON}`);

const [host = '', port = ''] = useEmulatorEnv().storage.split(':');
const MB = 1024 * 1024;
const bytes = (size: number) => new Uint8Array(size);
const png = { contentType: 'image/png' };
const jpeg = { contentType: 'image/jpeg' };

describe.skipIf(standIn)(`storage rules${standIn ? ` (${SKIP_REASON})` : ''}`, () => {
  let env: RulesTestEnvironment;
  const as = () => ({
    visitor: env.unauthenticatedContext().storage(),
    member: env.authenticatedContext('member-1').storage(),
    other: env.authenticatedContext('member-2').storage(),
    admin: env.authenticatedContext('admin-1', { admin: true }).storage(),
    fakeAdmin: env.authenticatedContext('member-3', { admin: 'true' }).storage(),
  });
  type Caller = keyof ReturnType<typeof as>;
  const upload = (who: Caller, path: string, size = 1024, meta = png) => uploadBytes(ref(as()[who], path), bytes(size), meta);

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: 'demo-clubhouse-rules',
      storage: { rules: readFileSync('storage.rules', 'utf8'), host, port: Number(port) },
    });
  });
  afterAll(async () => env?.cleanup());
  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const storage = ctx.storage();
      await uploadBytes(ref(storage, 'avatars/member-1/avatar.png'), bytes(10), png);
      await uploadBytes(ref(storage, 'hero-images/hero.jpg'), bytes(10), jpeg);
    });
  });

  describe('avatars', () => {
    it.each([
      ['the member, own avatar.png', 'member', 'avatars/member-1/avatar.png', png, true],
      ['the member, own avatar.webp', 'member', 'avatars/member-1/avatar.webp', { contentType: 'image/webp' }, true],
      ['the member, own avatar.jpg as image/jpg', 'member', 'avatars/member-1/avatar.jpg', { contentType: 'image/jpg' }, true],
      ['the member, own avatar.jpeg', 'member', 'avatars/member-1/avatar.jpeg', jpeg, true],
      ["another member, the member's avatar", 'other', 'avatars/member-1/avatar.png', png, false],
      ['a visitor', 'visitor', 'avatars/member-1/avatar.png', png, false],
      ["an admin, someone's avatar", 'admin', 'avatars/member-1/avatar.png', png, false],
      ['the member, a non-image', 'member', 'avatars/member-1/avatar.png', { contentType: 'text/html' }, false],
      ['the member, a gif', 'member', 'avatars/member-1/avatar.gif', { contentType: 'image/gif' }, false],
      ['the member, another file name', 'member', 'avatars/member-1/selfie.png', png, false],
    ] as const)('upload by %s: allowed %s', async (_name, who, path, meta, ok) => {
      const operation = upload(who, path, 1024, meta);
      await (ok ? assertSucceeds(operation) : assertFails(operation));
    });

    it('accepts an image just under 5 MB and refuses one of 5 MB', async () => {
      await assertSucceeds(upload('member', 'avatars/member-1/avatar.png', 5 * MB - 1));
      await assertFails(upload('member', 'avatars/member-1/avatar.png', 5 * MB));
    });

    it('lets only the member delete their avatar', async () => {
      await assertFails(deleteObject(ref(as().other, 'avatars/member-1/avatar.png')));
      await assertFails(deleteObject(ref(as().visitor, 'avatars/member-1/avatar.png')));
      await assertSucceeds(deleteObject(ref(as().member, 'avatars/member-1/avatar.png')));
    });
  });

  describe('admin folders', () => {
    it.each([
      ['hero-images/new.jpg', 'admin', jpeg, true],
      ['team-logos/eagles.png', 'admin', png, true],
      ['news-images/123-story.webp', 'admin', { contentType: 'image/webp' }, true],
      ['hero-images/app-icons/icon-192.png', 'admin', png, true],
      ['hero-images/app-icons/icon-192.jpg', 'admin', jpeg, false],
      ['team-logos/eagles.svg', 'admin', { contentType: 'image/svg+xml' }, false],
      ['secrets/file.png', 'admin', png, false],
      ['hero-images/new.jpg', 'member', jpeg, false],
      ['team-logos/eagles.png', 'visitor', png, false],
      ['news-images/1-story.png', 'fakeAdmin', png, false],
    ] as const)('upload of %s by %s: allowed %s', async (path, who, meta, ok) => {
      const operation = upload(who, path, 1024, meta);
      await (ok ? assertSucceeds(operation) : assertFails(operation));
    });

    it('refuses an admin image of 5 MB', async () => {
      await assertFails(upload('admin', 'hero-images/huge.jpg', 5 * MB, jpeg));
    });

    it('lets only admins delete', async () => {
      await assertFails(deleteObject(ref(as().member, 'hero-images/hero.jpg')));
      await assertSucceeds(deleteObject(ref(as().admin, 'hero-images/hero.jpg')));
    });
  });

  describe('reads', () => {
    it.each(['visitor', 'member', 'admin'] as const)('lets a %s read any stored image', async (who) => {
      await assertSucceeds(getMetadata(ref(as()[who], 'avatars/member-1/avatar.png')));
      await assertSucceeds(getMetadata(ref(as()[who], 'hero-images/hero.jpg')));
    });
  });
});

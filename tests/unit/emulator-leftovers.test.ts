/**
 * clearLeftovers (scripts/lib/emulators.ts): old worker sockets and discovery
 * folders in the emulators' temporary folder go; recent ones, sockets in use
 * and anything else stay.
 */
import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearLeftovers } from '../../scripts/lib/emulators';

const DAY = 24 * 60 * 60 * 1000;

function folderWith(entries: { name: string; folder?: boolean; old?: boolean }[]): string {
  const tmp = mkdtempSync(join(tmpdir(), 'leftovers-'));
  const old = new Date(Date.now() - 2 * DAY);
  for (const { name, folder, old: isOld } of entries) {
    const path = join(tmp, name);
    if (folder) {
      mkdirSync(path);
      writeFileSync(join(path, 'functions.json'), '{}');
    } else writeFileSync(path, '');
    if (isOld) utimesSync(path, old, old);
  }
  return tmp;
}

describe('clearLeftovers', () => {
  it('removes the old sockets no one listens on and the old discovery folders, nothing else', () => {
    const tmp = folderWith([
      { name: 'fire_emu_0027dec6dd042e22.sock', old: true },
      { name: 'firebase-discovery-zzLD7f', folder: true, old: true },
      { name: 'fire_emu_1111aaaa2222bbbb.sock' },
      { name: 'firebase-discovery-abc123', folder: true },
      { name: 'fire_emu_3333cccc4444dddd.sock', old: true },
      { name: 'avatar-1795798189737.png', old: true },
      { name: 'tsx', folder: true, old: true },
    ]);
    const listening = new Set([join(tmp, 'fire_emu_3333cccc4444dddd.sock')]);

    expect(clearLeftovers(tmp, Date.now() - DAY, listening)).toBe(2);
    expect(readdirSync(tmp).sort()).toEqual([
      'avatar-1795798189737.png',
      'fire_emu_1111aaaa2222bbbb.sock',
      'fire_emu_3333cccc4444dddd.sock',
      'firebase-discovery-abc123',
      'tsx',
    ]);
  });

  it('leaves every socket where it cannot tell which are in use', () => {
    const tmp = folderWith([
      { name: 'fire_emu_0027dec6dd042e22.sock', old: true },
      { name: 'firebase-discovery-zzLD7f', folder: true, old: true },
    ]);
    expect(clearLeftovers(tmp, Date.now(), null)).toBe(1);
    expect(readdirSync(tmp)).toEqual(['fire_emu_0027dec6dd042e22.sock']);
  });
});

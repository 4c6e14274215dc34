import { describe, expect, it } from 'vitest';
import { usesEmulators } from '@/lib/env';
import { parseEnv } from '@/lib/env-schema';

describe('app configuration', () => {
  it('defaults to the local demo project on the emulators', () => {
    const env = parseEnv({});
    expect(env.VITE_FIREBASE_PROJECT_ID).toBe('demo-clubhouse');
    expect(usesEmulators(env)).toBe(true);
  });

  it('talks to a real project unless told otherwise', () => {
    const env = parseEnv({ VITE_FIREBASE_PROJECT_ID: 'golf-society-prod', VITE_FIREBASE_API_KEY: 'key' });
    expect(usesEmulators(env)).toBe(false);
    expect(usesEmulators({ ...env, VITE_USE_EMULATORS: 'true' })).toBe(true);
  });

  it('names the field that is wrong', () => {
    expect(() => parseEnv({ VITE_USE_EMULATORS: 'yes' })).toThrow(/VITE_USE_EMULATORS/);
    expect(() => parseEnv({ VITE_FIREBASE_PROJECT_ID: '' })).toThrow(/VITE_FIREBASE_PROJECT_ID/);
    // The zone the calendar writes dates in: a name Intl does not know fails the build, not the first date.
    expect(() => parseEnv({ VITE_SOCIETY_TIME_ZONE: 'Mars/Base' })).toThrow(/VITE_SOCIETY_TIME_ZONE: must be an IANA time zone/);
    expect(parseEnv({ VITE_SOCIETY_TIME_ZONE: 'Europe/London' }).VITE_SOCIETY_TIME_ZONE).toBe('Europe/London');
  });
});

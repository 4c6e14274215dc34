// The functions' environment (functions/src/shared/env.ts), parsed once, and the pure pieces of their cores.
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../functions/src/shared/env';
import { backoffMinutes } from '../../functions/src/mail/deliver';
import { escapeHtml } from '../../functions/src/mail/outbox';
import { isBeforeToday, societyDay } from '../../functions/src/shared/society-day';

describe('functions environment', () => {
  it('defaults to the local demo setup, in the web app default region', () => {
    expect(parseEnv({})).toEqual({
      FUNCTIONS_REGION: 'us-central1',
      SOCIETY_TIME_ZONE: 'Asia/Dubai',
      SOCIETY_NAME: 'Clubhouse Golf Society',
      APP_URL: 'http://localhost:5173',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: 2525,
      SMTP_SECURE: false,
      SMTP_USER: '',
      SMTP_PASS: '',
      SMTP_FROM: 'Clubhouse <no-reply@clubhouse.local>',
    });
  });

  it('reads a real configuration, an empty variable counting as unset', () => {
    const env = parseEnv({ SMTP_PORT: '465', SMTP_SECURE: 'true', FUNCTIONS_REGION: 'europe-west1', SMTP_USER: '' });
    expect(env).toMatchObject({ SMTP_PORT: 465, SMTP_SECURE: true, FUNCTIONS_REGION: 'europe-west1', SMTP_USER: '' });
  });

  it('names every wrong variable at once', () => {
    const attempt = () =>
      parseEnv({ SMTP_PORT: 'abc', SMTP_SECURE: 'yes', SOCIETY_TIME_ZONE: 'Mars/Base', APP_URL: 'ftp://x', FUNCTIONS_REGION: 'Europe' });
    expect(attempt).toThrow(/SMTP_PORT: must be a port number/);
    expect(attempt).toThrow(/SMTP_SECURE: must be 'true' or 'false'/);
    expect(attempt).toThrow(/SOCIETY_TIME_ZONE: must be an IANA time zone/);
    expect(attempt).toThrow(/APP_URL: must be an http\(s\) URL/);
    expect(attempt).toThrow(/FUNCTIONS_REGION: must be a Cloud Functions region/);
  });
});

describe('functions cores (pure parts)', () => {
  it('backs off 5, 10, 20, 40 minutes between mail attempts', () => {
    expect([1, 2, 3, 4].map(backoffMinutes)).toEqual([5, 10, 20, 40]);
  });

  it('escapes user input for HTML mail', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
  });

  it('decides "before today" on the society calendar (Asia/Dubai by default)', () => {
    // 21:30 UTC on 1 March is already 2 March in Dubai (UTC+4).
    const now = new Date('2026-03-01T21:30:00Z');
    expect(societyDay(now)).toBe('2026-03-02');
    expect(isBeforeToday(new Date('2026-03-01T19:00:00Z'), now)).toBe(true);
    expect(isBeforeToday(new Date('2026-03-01T20:30:00Z'), now)).toBe(false);
  });
});

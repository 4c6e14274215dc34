// @vitest-environment jsdom
/**
 * The hint that a browser was signed in (src/lib/auth/session-hint.ts) is written by the app and read twice:
 * by the app, and by index.html's inline script before any of the app loads, which marks the page so that it
 * shows no visitor buttons while Auth loads. One key for both: index.html is run here as a browser runs it.
 */
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_KEY, readSessionHint, writeSessionHint } from '@/lib/auth/session-hint';

const INDEX_HTML = readFileSync('index.html', 'utf8');

/** index.html opened in a browser whose storage holds what the app wrote; its root's `data-session`. */
function openedWith(store: Storage): string | undefined {
  const dom = new JSDOM(INDEX_HTML, {
    url: 'http://127.0.0.1:5000/',
    runScripts: 'dangerously',
    beforeParse(window) {
      Object.defineProperty(window, 'localStorage', { value: store });
    },
  });
  const marked = dom.window.document.documentElement.dataset.session;
  dom.window.close();
  return marked;
}

describe('the session hint', () => {
  afterEach(() => localStorage.clear());

  it('written by the app when a member signs in, is read by index.html before the app loads, and cleared on sign-out', () => {
    expect(openedWith(localStorage)).toBeUndefined();
    writeSessionHint(true);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(readSessionHint()).toBe(true);
    expect(openedWith(localStorage)).toBe('1');
    writeSessionHint(false);
    expect(readSessionHint()).toBe(false);
    expect(openedWith(localStorage)).toBeUndefined();
  });
});

import { test as base, expect, type Browser, type BrowserContextOptions, type Page, type Route, type WorkerInfo } from '@playwright/test';
import { HOSTS } from '../../../scripts/lib/emulators';
import { DEMO_ADMIN, DEMO_MEMBER } from '../../../scripts/seed/accounts';

export interface Account {
  email: string;
  password: string;
}

/** Every request the web SDK makes to the Firestore emulator (its listen and write channels), for page.route. */
export const FIRESTORE_REQUESTS = new RegExp(`^http://${HOSTS.firestore.replace(/\./g, '\\.')}/`);

/** Firestore out of reach for this page, as on a phone with no signal; the returned function brings it back. */
export async function cutFirestore(page: Page): Promise<() => Promise<void>> {
  await page.route(FIRESTORE_REQUESTS, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(FIRESTORE_REQUESTS);
}

/** Every call the web SDK makes to the Functions emulator (callables). */
export const FUNCTIONS_REQUESTS = new RegExp(`^http://${HOSTS.functions.replace(/\./g, '\\.')}/`);

/** Every request the web SDK makes to the Auth emulator (restoring a kept session looks the account up there). */
export const AUTH_REQUESTS = new RegExp(`^http://${HOSTS.auth.replace(/\./g, '\\.')}/`);

/**
 * Answers held back, as on a slow link: requests matching `pattern` wait until
 * the returned function is called, then go on (and later ones pass at once),
 * so a test can read the screen before the data arrives.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(pattern, (route) => {
    if (holding) held.push(route);
    else void route.continue().catch(() => undefined);
  });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    await page.unroute(pattern);
  };
}

/** Signs in through the real /auth screen and waits for the dashboard. */
export async function signIn(page: Page, account: Account): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The context options of the project (config `use`), for contexts a fixture opens itself. */
export function projectContextOptions(testInfo: Pick<WorkerInfo, 'project'>): BrowserContextOptions {
  const { baseURL, serviceWorkers, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId } = testInfo.project.use;
  return { baseURL, serviceWorkers, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId };
}

/**
 * Signs in once through the real /auth screen and keeps the session (Firebase
 * Auth keeps it in IndexedDB, the session hint in localStorage): every test
 * that needs this account then starts signed in without typing the form again.
 */
async function signedInState(browser: Browser, account: Account, testInfo: Pick<WorkerInfo, 'project'>): Promise<StorageState> {
  const context = await browser.newContext(projectContextOptions(testInfo));
  try {
    const page = await context.newPage();
    await signIn(page, account);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}

/** A page of its own context, signed in as the account, on its dashboard. */
async function signedInPage(
  browser: Browser,
  state: StorageState,
  testInfo: Pick<WorkerInfo, 'project'>,
  use: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ ...projectContextOptions(testInfo), storageState: state });
  try {
    const page = await context.newPage();
    await page.goto('/dashboard');
    // The member layout sends a signed-out browser to /auth: still here means the kept session was restored.
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await use(page);
  } finally {
    await context.close();
  }
}

/** Pages already signed in as the demo admin or the demo member, on /dashboard. */
export const test = base.extend<{ adminPage: Page; memberPage: Page }, { adminState: StorageState; memberState: StorageState }>({
  adminState: [async ({ browser }, use, workerInfo) => use(await signedInState(browser, DEMO_ADMIN, workerInfo)), { scope: 'worker' }],
  memberState: [async ({ browser }, use, workerInfo) => use(await signedInState(browser, DEMO_MEMBER, workerInfo)), { scope: 'worker' }],
  adminPage: async ({ browser, adminState }, use, testInfo) => signedInPage(browser, adminState, testInfo, use),
  memberPage: async ({ browser, memberState }, use, testInfo) => signedInPage(browser, memberState, testInfo, use),
});

export { expect };

/** Hydrated: the app's first effect has run (App.tsx marks <html data-started>). */
export const started = (page: Page, timeout = 20_000) => expect(page.locator('html[data-started="true"]')).toBeAttached({ timeout });

/** Holds back the app's scripts until the returned function is called: a tap then comes before any module has run. */
export async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Listens on #root, where React listens, for a tap's, a focus's and a key's events (a hydrating React would
 * hydrate the whole page at once to answer one); the returned function takes the events seen since.
 */
export async function watchRoot(page: Page): Promise<() => Promise<string[]>> {
  await page.locator('#root').evaluate((root) => {
    const seen: string[] = ((window as unknown as { rootSaw: string[] }).rootSaw = []);
    for (const type of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'focusin', 'keydown'])
      for (const capture of [true, false]) root.addEventListener(type, () => seen.push(type), capture);
  });
  return () => page.evaluate(() => (window as unknown as { rootSaw: string[] }).rootSaw.splice(0));
}

import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/lib/chromium';

// Debian's Chromium where it is installed (these machines never download browsers);
// elsewhere Playwright's own browser (`npx playwright install chromium`).
const executablePath = chromiumPath();

/** `npm start -- --prod` serves here (the Hosting emulator's port in firebase.json). */
const PROD_PORT = 5000;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  // One retry everywhere: a 2-core machine running the emulators and Chromium
  // together is sometimes slow past a wait. A test that passes only on its
  // retry is reported as flaky in the list, not hidden.
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: 'http://127.0.0.1:4173',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /ssr-.*\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Pages as Hosting serves them (`npm start -- --prod`: the Hosting emulator and the render function, decision 0013).
    {
      name: 'ssr',
      testMatch: /ssr-.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${PROD_PORT}` },
    },
  ],
  webServer: {
    // The built app (npm test builds it first), served as production would.
    command: 'node_modules/.bin/vite preview --host 127.0.0.1 --port 4173 --strictPort',
    url: 'http://127.0.0.1:4173',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});

import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { appEnvDefine } from './build/app-env';

// Vitest 5's reporters call Map.groupBy (Node 21+); Node 20 (a supported
// prerequisite) lacks it and the summary of a failing run would crash.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<T, K>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
// The app's configuration, parsed as the build parses it (src/lib/env.ts reads it as __APP_ENV__).
const define = appEnvDefine('test');

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        define,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        define,
        test: {
          name: 'emulated',
          include: ['tests/rules/**/*.test.ts', 'tests/storage/**/*.test.ts', 'tests/functions/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
    ],
  },
});

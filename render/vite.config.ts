/**
 * The render function's build (docs/decisions/0013-pages-rendered-with-their-data.md):
 * Vite's SSR build of the app's own source (src/entry-server.tsx, through
 * render/src/index.ts) into render/lib/index.js. Packages stay external (they
 * are the codebase's dependencies). The client build (`vite build`, in either
 * order) puts its shell (app.html) and manifest (which chunks a route needs)
 * beside it (build/app-shell.ts), which the function reads on its first request.
 */
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appEnvDefine } from '../build/app-env';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => fileURLToPath(new URL(path, new URL('../', import.meta.url)));

export default defineConfig(({ mode }) => ({
  root,
  define: appEnvDefine(mode, root),
  logLevel: 'warn',
  publicDir: false,
  resolve: {
    alias: { '@': at('src'), re2js: at('build/re2js-stand-in.ts') },
  },
  plugins: [react()],
  build: {
    ssr: at('render/src/index.ts'),
    outDir: at('render/lib'),
    emptyOutDir: false,
    target: 'node22',
    sourcemap: true,
    // One file: the entry exports nothing but the function (the functions loader walks every export).
    rolldownOptions: { output: { entryFileNames: 'index.js', format: 'esm', codeSplitting: false } },
  },
}));

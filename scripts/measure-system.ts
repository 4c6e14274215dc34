/**
 * How long Chakra's createSystem takes (issue 30, decision 0012's trimmed
 * theme): the app's system (src/lib/theme.ts) against Chakra's full default
 * one, built again and again in this process, with performance marks; the
 * app's system as the browser bundle builds it (Chakra's modules with
 * build/chakra-startup.ts's edits: the global CSS on first read, decision 0026,
 * and the token dictionary restored from the build's snapshot, decision 0031);
 * and the parts of that global CSS (preflight, global styles, tokens), which
 * Chakra's own code builds before createSystem returns. Figures are this
 * machine's, without any CPU slowdown (Lighthouse's mobile runs are about 4x).
 *
 *   npx tsx scripts/measure-system.ts [runs]
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import { editedChakraCopy } from '../build/chakra-startup';
import { tokenSnapshot } from '../build/chakra-tokens';
import { systemConfigs } from '../src/lib/theme';

const runs = Number(process.argv[2] ?? 30);

function timed(name: string, build: () => unknown): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    performance.mark(`${name}:start`);
    build();
    times.push(performance.measure(name, `${name}:start`).duration);
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const report = (name: string, times: number[]) =>
  console.log(
    `${name.padEnd(42)} median ${median(times).toFixed(1).padStart(6)} ms   min ${Math.min(...times)
      .toFixed(1)
      .padStart(6)} ms`,
  );

// Warm up the module code (the first build also compiles it).
createSystem(...systemConfigs);
createSystem(defaultConfig);

report(
  "createSystem: Chakra's default config",
  timed('default', () => createSystem(defaultConfig)),
);
report(
  "createSystem: the app's config",
  timed('app', () => createSystem(...systemConfigs)),
);
const copy = resolve(`node_modules/.cache/measure-system-${process.pid}/esm`);
try {
  const edited = (await import(pathToFileURL(editedChakraCopy(copy, tokenSnapshot(systemConfigs))).href)) as {
    createSystem: typeof createSystem;
  };
  edited.createSystem(...systemConfigs); // warm-up, as above
  report(
    "createSystem: the app's, edited (browser)",
    timed('edited', () => edited.createSystem(...systemConfigs)),
  );
} finally {
  rmSync(resolve(copy, '..'), { recursive: true, force: true });
}
const system: SystemContext = createSystem(...systemConfigs);
report(
  '  of which preflight CSS',
  timed('preflight', () => system.getPreflightCss()),
);
report(
  '  of which global CSS',
  timed('global', () => system.getGlobalCss()),
);
report(
  '  of which token CSS',
  timed('tokens', () => system.getTokenCss()),
);
console.log(`(${runs} runs each, Node ${process.version})`);

/**
 * How long Chakra's createSystem takes (issue 30, decision 0012's trimmed
 * theme): the app's system (src/lib/theme.ts) against Chakra's full default
 * one, built again and again in this process, with performance marks; and the
 * parts of its global CSS (preflight, global styles, tokens), which it builds
 * eagerly. Figures are this machine's, without any CPU slowdown (Lighthouse's
 * mobile runs are about 4x).
 *
 *   npx tsx scripts/measure-system.ts [runs]
 */
import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
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
    `${name.padEnd(38)} median ${median(times).toFixed(1).padStart(6)} ms   min ${Math.min(...times)
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

/** A script's command-line options. */

/** The value of `--name value` or `--name=value` in `args`, or undefined when the option is not given. */
export function optionValue(args: readonly string[], name: string): string | undefined {
  const i = args.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i === -1) return undefined;
  const arg = args[i] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[i + 1];
}

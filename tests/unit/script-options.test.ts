import { describe, expect, it } from 'vitest';
import { optionValue } from '../../scripts/lib/options';

describe("a script's option value (optionValue)", () => {
  it('reads --name value and --name=value', () => {
    expect(optionValue(['--runs', '2', '--tap'], '--runs')).toBe('2');
    expect(optionValue(['--tap', '--routes=/,/about'], '--routes')).toBe('/,/about');
  });
  it('is undefined when the option is not given, or given last without a value', () => {
    expect(optionValue(['--tap'], '--runs')).toBeUndefined();
    expect(optionValue(['--runs'], '--runs')).toBeUndefined();
    expect(optionValue(['--runsx', '3'], '--runs')).toBeUndefined();
  });
});

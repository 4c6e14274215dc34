import { pageDefaults, type PageName } from './defaults';

export type Sections = Record<string, string>;

/** Stored sections over the page's defaults: defaults fill any missing or blank key. */
export function mergeWithDefaults(page: PageName, stored: Sections | undefined): Sections {
  const merged: Sections = { ...pageDefaults[page] };
  for (const [key, value] of Object.entries(stored ?? {})) {
    if (value.trim() !== '') merged[key] = value;
  }
  return merged;
}

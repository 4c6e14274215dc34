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

/** Keeps only the string sections of a stored pageContent document. */
export function readSections(sections: unknown): Sections {
  const clean: Sections = {};
  if (sections && typeof sections === 'object') {
    for (const [key, value] of Object.entries(sections)) {
      if (typeof value === 'string') clean[key] = value;
    }
  }
  return clean;
}

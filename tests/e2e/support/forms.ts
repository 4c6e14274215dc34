import type { Locator, Page } from '@playwright/test';

/** Fills a form's fields, each found by its label (getByLabel), in the order given: `{ 'Gross score': '78', Points: '41' }`. */
export async function fillIn(scope: Page | Locator, fields: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(fields)) await scope.getByLabel(label).fill(value);
}

import { z } from 'zod';
import { formOf, imageUrl, onFirstUse, text, wholeNumber } from './common';
import { readShape } from './stored';

import { SPONSOR_TIERS } from './values';

export { SPONSOR_TIERS };

/** sponsors/{id} (admin spec section 5): active ones are public. */

export const sponsorDoc = onFirstUse(() =>
  z.strictObject({
    name: text('Name', 1, 100),
    description: text('Description', 0, 500),
    tier: z.enum(SPONSOR_TIERS, { error: 'Tier must be platinum, gold or silver' }),
    logoUrl: imageUrl,
    websiteUrl: imageUrl,
    displayOrder: wholeNumber('Display order', 0, 100_000),
    active: z.boolean(),
  }),
);

export type SponsorDoc = z.infer<typeof sponsorDoc>;

export const sponsorRead = readShape(sponsorDoc, { active: false, displayOrder: 0 });

export const sponsorFormSchema = onFirstUse(() => formOf(sponsorDoc));

export type SponsorFormInput = z.infer<typeof sponsorFormSchema>;

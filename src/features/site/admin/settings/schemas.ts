import { z } from 'zod';
import { imageUrl } from '@/lib/schemas/common';
import { siteDescription } from '@/lib/schemas/content';

/** The Site Settings form: the site_settings section keys it edits (admin spec section 3). */
export const siteSettingsSchema = z.object({
  site_description: siteDescription,
  header_logo_url: imageUrl,
  footer_logo_url: imageUrl,
  favicon_url: imageUrl,
  pwa_icon_192_url: imageUrl,
  pwa_icon_512_url: imageUrl,
});

export type SiteSettingsInput = z.infer<typeof siteSettingsSchema>;

export const SETTING_KEYS = Object.keys(siteSettingsSchema.shape) as (keyof SiteSettingsInput)[];

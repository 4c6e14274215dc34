import { docRef } from '@/lib/data/refs';

/** The site settings are the sections of one page document: pageContent/site_settings. */
export const siteSettingsRef = () => docRef('pageContent', 'site_settings');

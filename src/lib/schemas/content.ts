import { z } from 'zod';
import { formOf, moment, onFirstUse, requiredUrl, text, wholeNumber } from './common';
import { readShape } from './stored';
import { PAGE_NAMES, type PageName } from './values';

export { PAGE_NAMES, type PageName };

/** heroSlides/{id}: the home page slideshow; active ones are public. */
const ALL_FIELDS = 'Please fill in all fields and upload an image';

export const heroSlideDoc = onFirstUse(() =>
  z.strictObject({
    badge: text('Badge', 1, 50, ALL_FIELDS),
    title: text('Title', 1, 100, ALL_FIELDS),
    subtitle: text('Subtitle', 1, 300, ALL_FIELDS),
    cta: text('Button text', 1, 50, ALL_FIELDS),
    ctaLink: requiredUrl(ALL_FIELDS),
    imageUrl: requiredUrl(ALL_FIELDS),
    displayOrder: wholeNumber('Display order', 0, 100_000),
    isActive: z.boolean(),
  }),
);

export type HeroSlideDoc = z.infer<typeof heroSlideDoc>;

export const heroSlideRead = readShape(heroSlideDoc, { isActive: false, displayOrder: 0 });

export const heroSlideFormSchema = onFirstUse(() => formOf(heroSlideDoc));

export type HeroSlideFormInput = z.infer<typeof heroSlideFormSchema>;

export const pageName = z.enum(PAGE_NAMES, { error: 'Unknown page' });

export const MAX_SECTIONS = 200;
export const SITE_DESCRIPTION_MAX = 160;

const sectionKey = text('Section key', 1, 50);
/** Stored texts may be blank (the page's default then shows); the form asks for 1-5000 characters. */
const sectionText = text('Content', 0, 5000);

/** pageContent/{pageName}: one read per page; `sections` maps a section key to its text. */
export const pageContentDoc = onFirstUse(() =>
  z.strictObject({
    sections: z
      .record(sectionKey, sectionText)
      .refine((s) => Object.keys(s).length <= MAX_SECTIONS, `A page has at most ${MAX_SECTIONS} sections`)
      // The site description is a meta description (only site_settings has one).
      .refine(
        (s) => (s.site_description ?? '').length <= SITE_DESCRIPTION_MAX,
        `Site description must be at most ${SITE_DESCRIPTION_MAX} characters`,
      ),
    updatedAt: moment,
  }),
);

export type PageContentDoc = z.infer<typeof pageContentDoc>;

/** A page as read: the contract names only its sections; a page without an update time reads as never updated. */
export const pageContentRead = readShape(pageContentDoc, { sections: {}, updatedAt: new Date(0) });

/** The page content form (admin spec section 5): page and key cannot change on edit. */
export const pageSectionFormSchema = onFirstUse(() =>
  z.object({
    page: pageName,
    key: sectionKey,
    content: text('Content', 1, 5000),
  }),
);

export type PageSectionFormInput = z.infer<typeof pageSectionFormSchema>;

/** Site settings' description (admin spec: at most 160 characters, with a counter). */
export const siteDescription = text('Site description', 0, SITE_DESCRIPTION_MAX);

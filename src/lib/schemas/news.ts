import { z } from 'zod';
import { formOf, imageUrl, moment, onFirstUse, text } from './common';
import { readShape } from './stored';

/** news/{id} (admin spec section 5): published articles are public, drafts admin-only. */
export const newsDoc = onFirstUse(() =>
  z.strictObject({
    title: text('Title', 1, 200),
    category: text('Category', 1, 50),
    excerpt: text('Excerpt', 1, 300),
    content: text('Content', 1, 10000),
    heroImageUrl: imageUrl,
    published: z.boolean(),
    /** The admin who wrote it (never changes). */
    authorId: z.string().min(1).max(128),
    createdAt: moment,
    updatedAt: moment,
  }),
);

export type NewsDoc = z.infer<typeof newsDoc>;

/** An article as read: no `published` flag reads as a draft (the rules show it to admins only). */
export const newsRead = readShape(newsDoc, { published: false });

/** The article form: what an admin types; author and times are set on save. */
export const articleSchema = onFirstUse(() =>
  formOf(newsDoc).pick({
    title: true,
    category: true,
    excerpt: true,
    content: true,
    heroImageUrl: true,
    published: true,
  }),
);

export type ArticleInput = z.infer<typeof articleSchema>;

/** An article as the app shows it: the stored document and its id. */
export type Article = NewsDoc & { id: string };

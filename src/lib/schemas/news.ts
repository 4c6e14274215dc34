import { z } from 'zod';
import { imageUrl, text } from './common';

/** The article form (admin spec section 5): one schema for the form, the converter and rules' twin. */
export const articleSchema = z.object({
  title: text('Title', 1, 200),
  category: text('Category', 1, 50),
  excerpt: text('Excerpt', 1, 300),
  content: text('Content', 1, 10000),
  heroImageUrl: imageUrl,
  published: z.boolean(),
});

export type ArticleInput = z.infer<typeof articleSchema>;


/** A stored news document (`news/{id}`): the form's fields, its author and its times. */
export const articleDoc = articleSchema.extend({
  authorId: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export type Article = z.infer<typeof articleDoc> & { id: string };

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

export interface Article extends ArticleInput {
  id: string;
  authorId: string;
  createdAt: Date;
  updatedAt: Date;
}

import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { articleSchema, type ArticleInput } from '@/lib/schemas/news';
import { articleRef } from './news-collection';

/** Saves an article's form fields; its author and creation time never change. */
export async function updateArticle(id: string, input: ArticleInput): Promise<void> {
  const fields = articleSchema.parse(input);
  await updateDoc(articleRef(id), { ...fields, updatedAt: serverTimestamp() });
}

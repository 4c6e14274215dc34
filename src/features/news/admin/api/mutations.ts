import { FirebaseError } from 'firebase/app';
import { deleteDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { loadAuth } from '@/lib/firebase';
import { articleSchema, type ArticleInput } from '@/lib/schemas/news';
import { docRef } from '@/lib/data/refs';
import { addRecord } from '@/lib/data/add';
import { save } from '@/lib/data/sync';

/** Creates an article written by the signed-in admin; resolves to its id. */
export async function createArticle(input: ArticleInput): Promise<string> {
  const fields = articleSchema.parse(input);
  const authorId = (await loadAuth()).currentUser?.uid;
  if (!authorId) throw new FirebaseError('unauthenticated', 'Sign in to write articles');
  return addRecord('news', { ...fields, authorId, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
}

/** Saves an article's form fields; its author and creation time never change. */
export async function updateArticle(id: string, input: ArticleInput): Promise<void> {
  await save(updateDoc(docRef('news', id), { ...articleSchema.parse(input), updatedAt: serverTimestamp() }));
}

/** Publishes or unpublishes an article (visitors see published ones only). */
export async function setArticlePublished(id: string, published: boolean): Promise<void> {
  await save(updateDoc(docRef('news', id), { published, updatedAt: serverTimestamp() }));
}

export async function deleteArticle(id: string): Promise<void> {
  await save(deleteDoc(docRef('news', id)));
}

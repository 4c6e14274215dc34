import { FirebaseError } from 'firebase/app';
import { addDoc, deleteDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { loadAuth } from '@/lib/firebase';
import { articleSchema, type ArticleInput } from '@/lib/schemas/news';
import { collectionRef } from '@/lib/data/refs';
import { articleRef } from '../../api/queries';

/** Creates an article written by the signed-in admin; resolves to its id. */
export async function createArticle(input: ArticleInput): Promise<string> {
  const fields = articleSchema.parse(input);
  const authorId = (await loadAuth()).currentUser?.uid;
  if (!authorId) throw new FirebaseError('unauthenticated', 'Sign in to write articles');
  const ref = await addDoc(collectionRef('news').withConverter(null), {
    ...fields,
    authorId,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/** Saves an article's form fields; its author and creation time never change. */
export async function updateArticle(id: string, input: ArticleInput): Promise<void> {
  await updateDoc(articleRef(id), { ...articleSchema.parse(input), updatedAt: serverTimestamp() });
}

/** Publishes or unpublishes an article (visitors see published ones only). */
export async function setArticlePublished(id: string, published: boolean): Promise<void> {
  await updateDoc(articleRef(id), { published, updatedAt: serverTimestamp() });
}

export async function deleteArticle(id: string): Promise<void> {
  await deleteDoc(articleRef(id));
}

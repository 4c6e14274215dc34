import { FirebaseError } from 'firebase/app';
import { addDoc, serverTimestamp } from 'firebase/firestore';
import { loadAuth } from '@/lib/firebase';
import { articleSchema, type ArticleInput } from '@/lib/schemas/news';
import { newsCollection } from './news-collection';

/** Creates an article written by the signed-in admin; resolves to its id. */
export async function createArticle(input: ArticleInput): Promise<string> {
  const fields = articleSchema.parse(input);
  const authorId = (await loadAuth()).currentUser?.uid;
  if (!authorId) throw new FirebaseError('unauthenticated', 'Sign in to write articles');
  const ref = await addDoc(newsCollection(), {
    ...fields,
    authorId,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

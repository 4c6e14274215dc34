import { serverTimestamp, updateDoc } from 'firebase/firestore';
import { articleRef } from './news-collection';

/** Publishes or unpublishes an article (visitors see published ones only). */
export async function setArticlePublished(id: string, published: boolean): Promise<void> {
  await updateDoc(articleRef(id), { published, updatedAt: serverTimestamp() });
}

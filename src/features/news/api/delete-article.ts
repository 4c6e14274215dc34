import { deleteDoc } from 'firebase/firestore';
import { articleRef } from './news-collection';

export async function deleteArticle(id: string): Promise<void> {
  await deleteDoc(articleRef(id));
}

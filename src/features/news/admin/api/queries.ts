import { orderBy, query } from 'firebase/firestore';
import { collectionRef } from '@/lib/data/refs';

/** Every article, drafts included, newest first (admins only: the rules refuse others). */
export const allArticles = () => query(collectionRef('news'), orderBy('createdAt', 'desc'));

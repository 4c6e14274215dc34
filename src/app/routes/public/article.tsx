import { useParams } from 'react-router-dom';
import { ArticleView } from '@/features/news/components/ArticleView';

/** /news/{id}: one published article (others redirect to /news). */
export default function ArticlePage() {
  const { id = '' } = useParams();
  return <ArticleView id={id} />;
}

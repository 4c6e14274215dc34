import { Badge, HStack, Stack } from '@chakra-ui/react';
import { EditableRow, RecordName, type RecordDialogs, type SwitchWords } from '@/components/kit';
import type { Article } from '@/lib/schemas/news';
import { ArticleDate } from '../../components/ArticleDate';
import { CategoryBadge } from '../../components/CategoryBadge';
import { setArticlePublished } from '../api/mutations';

/** The per-article publish switch, named "Published: {title}" for assistive technology. */
const PUBLISHED: SwitchWords = {
  label: 'Published',
  on: 'Article published',
  off: 'Article unpublished',
  failure: 'Failed to update article',
};

/** One article in Manage News: its facts, the publish switch, Edit and Delete. */
export function AdminArticleRow({ article, dialogs }: { article: Article; dialogs: RecordDialogs<Article> }) {
  return (
    <EditableRow
      record={article}
      name={article.title}
      dialogs={dialogs}
      toggle={{ words: PUBLISHED, checked: article.published, write: (on) => setArticlePublished(article.id, on) }}
    >
      <Stack gap="2" minW="0">
        <RecordName>{article.title}</RecordName>
        <HStack gap="3" wrap="wrap">
          <CategoryBadge category={article.category} />
          <ArticleDate date={article.createdAt} variant="long" fontSize="sm" color="fg.muted" />
          <Badge colorPalette={article.published ? 'green' : 'gray'} variant="solid">
            {article.published ? 'Published' : 'Draft'}
          </Badge>
        </HStack>
      </Stack>
    </EditableRow>
  );
}

import { Badge, HStack, Stack } from '@chakra-ui/react';
import { DeleteButton, EditButton, RecordName, RecordRow } from '@/components/kit';
import type { Article } from '@/lib/schemas/news';
import { ArticleDate } from '../../components/ArticleDate';
import { CategoryBadge } from '../../components/CategoryBadge';
import { PublishSwitch } from './PublishSwitch';

interface AdminArticleRowProps {
  article: Article;
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
}

/** One article in Manage News: its facts, the publish switch, Edit and Delete. */
export function AdminArticleRow({ article, onEdit, onDelete }: AdminArticleRowProps) {
  return (
    <RecordRow
      actions={
        <>
          <PublishSwitch article={article} />
          <EditButton name={article.title} onClick={() => onEdit(article)} />
          <DeleteButton name={article.title} onClick={() => onDelete(article)} />
        </>
      }
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
    </RecordRow>
  );
}

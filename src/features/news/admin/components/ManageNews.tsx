import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { ConfirmDialog, ReadState } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import type { Article } from '@/lib/schemas/news';
import { deleteArticle } from '../api/mutations';
import { allArticles } from '../api/queries';
import { AdminArticleRow } from './AdminArticleRow';
import { ArticleFormDialog } from './ArticleFormDialog';

/** The admin panel's Manage News tab: every article, with create, edit, publish and delete. */
export function ManageNews() {
  const articles = useLive(allArticles());
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Article | null>(null);
  const [deleting, setDeleting] = useState<Article | null>(null);

  function openForm(article: Article | null) {
    setEditing(article);
    setFormOpen(true);
  }

  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="2xl" fontFamily="heading" color="brand.fg">
          Manage News
        </Heading>
        <Button colorPalette="brand" onClick={() => openForm(null)}>
          <LuPlus aria-hidden /> New Article
        </Button>
      </Flex>
      <ReadState live={articles} loading="Loading articles..." empty="No articles yet.">
        {(rows) => (
          <Stack as="ul" gap="3" listStyleType="none">
            {rows.map((article) => (
              <li key={article.id}>
                <AdminArticleRow article={article} onEdit={openForm} onDelete={setDeleting} />
              </li>
            ))}
          </Stack>
        )}
      </ReadState>
      <ArticleFormDialog open={formOpen} onOpenChange={setFormOpen} article={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete article?"
        description={<Text fontWeight="semibold">{deleting?.title}</Text>}
        confirmLabel="Delete"
        onConfirm={() => deleteArticle(deleting?.id ?? '')}
        messages={{ success: 'Article deleted', failure: 'Failed to delete article' }}
      />
    </Stack>
  );
}

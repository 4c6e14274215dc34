import { Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import type { Article } from '@/lib/schemas/news';
import { useAllArticles } from '../hooks/use-all-articles';
import { AdminArticleRow } from './AdminArticleRow';
import { ArticleFormDialog } from './ArticleFormDialog';
import { DeleteArticleDialog } from './DeleteArticleDialog';
import { LoadingState } from './LoadingState';

/** The admin panel's Manage News tab: every article, with create, edit, publish and delete. */
export function ManageNews() {
  const { data: articles, loading } = useAllArticles();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Article | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleting, setDeleting] = useState<Article | null>(null);

  function openForm(article: Article | null) {
    setEditing(article);
    setFormOpen(true);
  }

  function confirmDelete(article: Article) {
    setDeleting(article);
    setDeleteOpen(true);
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
      {loading ? (
        <LoadingState label="Loading articles..." />
      ) : !articles?.length ? (
        <Text color="fg.muted">No articles yet.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none">
          {articles.map((article) => (
            <li key={article.id}>
              <AdminArticleRow article={article} onEdit={openForm} onDelete={confirmDelete} />
            </li>
          ))}
        </Stack>
      )}
      <ArticleFormDialog open={formOpen} onOpenChange={setFormOpen} article={editing} />
      <DeleteArticleDialog open={deleteOpen} onOpenChange={setDeleteOpen} article={deleting} />
    </Stack>
  );
}

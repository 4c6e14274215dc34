import { Text } from '@chakra-ui/react';
import { AdminList, ConfirmDialog, useRecordDialogs } from '@/components/kit';
import { useLive } from '@/lib/data/use-live';
import type { Article } from '@/lib/schemas/news';
import { deleteArticle } from '../api/mutations';
import { allArticles } from '../api/queries';
import { AdminArticleRow } from './AdminArticleRow';
import { ArticleFormDialog } from './ArticleFormDialog';

/** The admin panel's Manage News tab: every article, with create, edit, publish and delete. */
export function ManageNews() {
  const articles = useLive(allArticles());
  const dialogs = useRecordDialogs<Article>();

  return (
    <AdminList
      title="Manage News"
      newLabel="New Article"
      onNew={() => dialogs.openForm(null)}
      live={articles}
      loading="Loading articles..."
      empty="No articles yet."
      row={(article) => <AdminArticleRow article={article} onEdit={dialogs.openForm} onDelete={dialogs.askDelete} />}
    >
      <ArticleFormDialog open={dialogs.formOpen} onOpenChange={dialogs.setFormOpen} article={dialogs.editing} />
      <ConfirmDialog
        open={dialogs.deleting !== null}
        onOpenChange={dialogs.onDeleteOpenChange}
        title="Delete article?"
        description={<Text fontWeight="semibold">{dialogs.deleting?.title}</Text>}
        confirmLabel="Delete"
        onConfirm={() => deleteArticle(dialogs.deleting?.id ?? '')}
        messages={{ success: 'Article deleted', failure: 'Failed to delete article' }}
      />
    </AdminList>
  );
}

import { AdminList, DeleteRecordDialog, useRecordDialogs } from '@/components/kit';
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
      <ArticleFormDialog {...dialogs.form} article={dialogs.editing} />
      <DeleteRecordDialog dialogs={dialogs} noun="article" name={(a) => a.title} remove={(a) => deleteArticle(a.id)} />
    </AdminList>
  );
}

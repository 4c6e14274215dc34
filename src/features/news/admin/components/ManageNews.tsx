import { RecordPanel, type PanelWords } from '@/components/kit';
import { deleteArticle } from '../api/mutations';
import { allArticles } from '../api/queries';
import { AdminArticleRow } from './AdminArticleRow';
import { ArticleFormDialog } from './ArticleFormDialog';

const WORDS: PanelWords = { title: 'Manage News', newLabel: 'New Article', loading: 'Loading articles...', empty: 'No articles yet.' };

/** The admin panel's Manage News tab: every article, with create, edit, publish and delete. */
export function ManageNews() {
  return (
    <RecordPanel
      query={allArticles()}
      words={WORDS}
      row={(article, dialogs) => <AdminArticleRow article={article} dialogs={dialogs} />}
      form={(dialogs) => <ArticleFormDialog {...dialogs.form} article={dialogs.editing} />}
      remove={{ noun: 'article', name: (a) => a.title, remove: (a) => deleteArticle(a.id) }}
    />
  );
}

import { RecordPanel, type PanelWords } from '@/components/kit';
import { byDisplayOrder, nextDisplayOrder } from '@/lib/data/use-live';
import { deleteSlide } from '../api/mutations';
import { allSlides } from '../api/queries';
import { slideFailure } from './messages';
import { SlideFormDialog } from './SlideFormDialog';
import { SlideList } from './SlideList';

const WORDS: PanelWords = {
  title: 'Hero Slides',
  newLabel: 'New Slide',
  loading: 'Loading slides...',
  empty: 'No hero slides yet.',
  errorTitle: 'Error',
};

/** The admin panel's Hero Slides tab: the home slideshow's slides, with create, edit, reorder, activate and delete. */
export function ManageHeroSlides() {
  return (
    <RecordPanel
      query={allSlides()}
      order={byDisplayOrder}
      words={WORDS}
      list={(slides, dialogs) => <SlideList slides={slides} dialogs={dialogs} />}
      form={(dialogs, slides) => <SlideFormDialog {...dialogs.form} slide={dialogs.editing} nextOrder={nextDisplayOrder(slides, 1)} />}
      remove={{ noun: 'slide', name: (s) => s.title, remove: (s) => deleteSlide(s.id), failure: slideFailure('delete slide') }}
    />
  );
}

import { AdminList, DeleteRecordDialog, useRecordDialogs } from '@/components/kit';
import type { Row } from '@/lib/data/refs';
import { byDisplayOrder, useLive } from '@/lib/data/use-live';
import { deleteSlide } from '../api/mutations';
import { allSlides } from '../api/queries';
import { slideFailure } from './messages';
import { SlideFormDialog } from './SlideFormDialog';
import { SlideList } from './SlideList';

type Slide = Row<'heroSlides'>;

/** The admin panel's Hero Slides tab: the home slideshow's slides, with create, edit, reorder, activate and delete. */
export function ManageHeroSlides() {
  const slides = useLive(allSlides(), { order: byDisplayOrder });
  const dialogs = useRecordDialogs<Slide>();
  const nextOrder = Math.max(1, ...(slides.data ?? []).map((s) => s.displayOrder + 1));

  return (
    <AdminList
      title="Hero Slides"
      newLabel="New Slide"
      onNew={() => dialogs.openForm(null)}
      live={slides}
      loading="Loading slides..."
      empty="No hero slides yet."
      errorTitle="Error"
      list={(rows) => <SlideList slides={rows} onEdit={dialogs.openForm} onDelete={dialogs.askDelete} />}
    >
      <SlideFormDialog {...dialogs.form} slide={dialogs.editing} nextOrder={nextOrder} />
      <DeleteRecordDialog
        dialogs={dialogs}
        noun="slide"
        name={(s) => s.title}
        remove={(s) => deleteSlide(s.id)}
        failure={slideFailure('delete slide')}
      />
    </AdminList>
  );
}

import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { Article } from '@/lib/schemas/news';
import { ArticleForm } from './ArticleForm';

interface ArticleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The article to edit, or null to write a new one. */
  article: Article | null;
}

/** The create / edit dialog (focus trapped, Esc closes); the form starts afresh on every opening. */
export function ArticleFormDialog({ open, onOpenChange, article }: ArticleFormDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ mdDown: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">{article ? 'Edit Article' : 'New Article'}</Dialog.Title>
            </Dialog.Header>
            <ArticleForm article={article} onSaved={() => onOpenChange(false)} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

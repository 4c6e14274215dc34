import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/errors';
import type { Article } from '@/lib/schemas/news';
import { deleteArticle } from '../api/delete-article';

interface DeleteArticleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  article: Article | null;
}

/** Asks before deleting an article; focus starts on Cancel, the least destructive action. */
export function DeleteArticleDialog({ open, onOpenChange, article }: DeleteArticleDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirm() {
    if (!article) return;
    setDeleting(true);
    try {
      await deleteArticle(article.id);
      toaster.create({ type: 'success', title: 'Article deleted' });
      onOpenChange(false);
    } catch (error) {
      toaster.create({ type: 'error', title: 'Failed to delete article', description: errorMessage(error) });
    } finally {
      setDeleting(false);
    }
  }

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      initialFocusEl={() => cancelRef.current}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title fontFamily="heading">Delete article?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>
                  <Text fontWeight="semibold">{article?.title}</Text>
                  <Text color="fg.muted">This cannot be undone.</Text>
                </div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline">
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={deleting} onClick={confirm}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

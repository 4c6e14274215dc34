import { Stack } from '@chakra-ui/react';
import { ImageUploadField, RecordFormDialog, SwitchField, TextareaField, TextField } from '@/components/kit';
import type { DialogOpen } from '@/components/kit';
import { articleSchema, type Article, type ArticleInput } from '@/lib/schemas/news';
import { createArticle, updateArticle } from '../api/mutations';

const EMPTY: ArticleInput = { title: '', category: '', excerpt: '', content: '', heroImageUrl: '', published: false };

interface ArticleFormDialogProps extends DialogOpen {
  /** The article to edit, or null to write a new one. */
  article: Article | null;
}

/**
 * The article create / edit dialog (admin spec section 5): every failing field
 * is shown inline and listed as "path: message" in a "Validation failed" toast;
 * nothing is written until the whole form passes the schema.
 */
export function ArticleFormDialog({ article, ...dialog }: ArticleFormDialogProps) {
  return (
    <RecordFormDialog
      {...dialog}
      noun="Article"
      record={article}
      schema={articleSchema}
      empty={EMPTY}
      create={createArticle}
      update={updateArticle}
      footerStart={<SwitchField name="published" label="Published" />}
    >
      <Stack gap="4">
        <TextField name="title" label="Title" required />
        <TextField name="category" label="Category" required placeholder="e.g. Tournament, Society, Par 3" />
        <TextareaField
          name="excerpt"
          label="Excerpt"
          required
          rows={2}
          helper="One or two sentences shown in lists (up to 300 characters)."
        />
        <TextareaField name="content" label="Content" required rows={10} helper="Plain text; leave a blank line between paragraphs." />
        <ImageUploadField
          name="heroImageUrl"
          label="Hero image"
          folder="news-images"
          helper="JPEG, PNG or WebP under 5 MB; 1920 px wide looks best."
          failureTitle="Failed to upload hero image"
          allowUrl
        />
      </Stack>
    </RecordFormDialog>
  );
}

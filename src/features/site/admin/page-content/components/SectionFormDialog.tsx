import { Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { FormDialog, SelectField, TextareaField, TextField, type ToastText } from '@/components/kit';
import type { DialogOpen } from '@/components/kit';
import { pageDefaults } from '@/lib/content/defaults';
import { errorCode, errorMessage } from '@/lib/errors';
import { pageSectionFormSchema, type PageSectionFormInput } from '@/lib/schemas/content';
import { createSection, DUPLICATE_SECTION, saveSection } from '../api/mutations';
import { PAGE_OPTIONS } from './pages';

/** The default text of the key being typed, so an admin sees what visitors see without a stored text. */
function DefaultHint() {
  const [page, key] = useWatch<PageSectionFormInput, ['page', 'key']>({ name: ['page', 'key'] });
  const text = pageDefaults[page]?.[key.trim()];
  if (!text) return null;
  return (
    <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line">
      Default text (shown while no text is saved): {text}
    </Text>
  );
}

function createFailure(error: unknown): ToastText {
  if (errorCode(error) === 'already-exists') return { title: DUPLICATE_SECTION };
  return { title: 'Failed to create content', description: errorMessage(error) };
}

interface SectionFormDialogProps extends DialogOpen {
  /** 'edit': page and key are fixed; 'create': a new page and key. */
  mode: 'create' | 'edit';
  values: PageSectionFormInput;
}

/** The page content create / edit dialog (content 1-5000 characters; page and key fixed on edit). */
export function SectionFormDialog({ mode, values, ...dialog }: SectionFormDialogProps) {
  const editing = mode === 'edit';
  return (
    <FormDialog
      {...dialog}
      title={editing ? 'Edit Content' : 'New Content'}
      schema={pageSectionFormSchema}
      defaultValues={values}
      onSubmit={editing ? saveSection : createSection}
      messages={
        editing
          ? { success: 'Content updated', failure: 'Failed to update content' }
          : { success: 'Content created', failure: createFailure }
      }
      submitLabel={editing ? 'Save Content' : 'Create Content'}
    >
      <Stack gap="4">
        {editing ? (
          <>
            <TextField name="page" label="Page" readOnly helper="The page cannot be changed." />
            <TextField name="key" label="Section key" readOnly helper="The section key cannot be changed." />
          </>
        ) : (
          <>
            <SelectField name="page" label="Page" options={PAGE_OPTIONS} required />
            <TextField name="key" label="Section key" required placeholder="e.g. hero_heading" />
          </>
        )}
        <TextareaField name="content" label="Content" required rows={8} helper="Up to 5000 characters." />
        <DefaultHint />
      </Stack>
    </FormDialog>
  );
}

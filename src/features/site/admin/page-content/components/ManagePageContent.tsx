import { Badge, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import { AdminPanel, ConfirmDialog, DeleteButton, EditButton, ErrorState, LoadingState, RecordRow } from '@/components/kit';
import { pageDefaults } from '@/lib/content/defaults';
import { useLive } from '@/lib/data/use-live';
import type { PageName, PageSectionFormInput } from '@/lib/schemas/content';
import { deleteSection } from '../api/mutations';
import { pageRef } from '../api/queries';
import { PAGE_ORDER } from './pages';
import { SectionFormDialog } from './SectionFormDialog';

interface SectionRow {
  key: string;
  /** What visitors see: the stored text, or the default. */
  text: string;
  stored: boolean;
  hasDefault: boolean;
}

/** The stored sections of a page and, for every key without one, its default text. */
function sectionRows(page: PageName, stored: Record<string, string>): SectionRow[] {
  const defaults = pageDefaults[page];
  const keys = [...new Set([...Object.keys(defaults), ...Object.keys(stored)])].sort((a, b) => a.localeCompare(b));
  return keys.map((key) => {
    const own = stored[key];
    const hasDefault = Object.hasOwn(defaults, key);
    const isStored = own !== undefined;
    return { key, text: isStored && own.trim() !== '' ? own : (defaults[key] ?? ''), stored: isStored, hasDefault };
  });
}

type Dialog = { mode: 'create' | 'edit'; values: PageSectionFormInput };

/** The admin panel's Page Content tab: every page's section texts, with create, edit and delete. */
export function ManagePageContent() {
  const [page, setPage] = useState<PageName>('home');
  const doc = useLive(pageRef(page));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<SectionRow | null>(null);

  function openForm(next: Dialog) {
    setDialog(next);
    setFormOpen(true);
  }

  return (
    <AdminPanel
      title="Page Content"
      newLabel="New Content"
      onNew={() => openForm({ mode: 'create', values: { page, key: '', content: '' } })}
    >
      <Field.Root maxW="xs">
        <Field.Label>Page</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={page} onChange={(event) => setPage(event.currentTarget.value as PageName)}>
            {PAGE_ORDER.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>Keys marked Default have no saved text: visitors see the default shown.</Field.HelperText>
      </Field.Root>
      {doc.loading ? (
        <LoadingState label="Loading content..." />
      ) : doc.error !== undefined ? (
        <ErrorState error={doc.error} title="Failed to fetch content" onRetry={doc.retry} />
      ) : (
        // No document yet is a page with defaults only, not an empty read.
        <SectionList
          rows={sectionRows(page, doc.data?.sections ?? {})}
          onEdit={(row) => openForm({ mode: 'edit', values: { page, key: row.key, content: row.text } })}
          onDelete={setDeleting}
        />
      )}
      {dialog && <SectionFormDialog open={formOpen} onOpenChange={setFormOpen} mode={dialog.mode} values={dialog.values} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete content?"
        description={
          <Text>
            <Text as="span" fontWeight="semibold">
              {page} / {deleting?.key}
            </Text>
            {deleting?.hasDefault ? ': the page will show its default text again.' : ''}
          </Text>
        }
        confirmLabel="Delete"
        onConfirm={() => deleteSection(page, deleting?.key ?? '')}
        messages={{ success: 'Content deleted', failure: 'Failed to delete content' }}
      />
    </AdminPanel>
  );
}

interface SectionListProps {
  rows: SectionRow[];
  onEdit: (row: SectionRow) => void;
  onDelete: (row: SectionRow) => void;
}

function SectionList({ rows, onEdit, onDelete }: SectionListProps) {
  if (rows.length === 0) {
    return (
      <Text py="8" textAlign="center" color="fg.muted">
        No content for this page yet.
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {rows.map((row) => (
        <RecordRow
          as="li"
          key={row.key}
          actionsWrap={false}
          actions={
            <>
              <EditButton name={row.key} onClick={() => onEdit(row)} />
              {row.stored && <DeleteButton name={row.key} onClick={() => onDelete(row)} />}
            </>
          }
        >
          <Stack gap="1" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontFamily="mono" fontWeight="semibold" color="brand.fg">
                {row.key}
              </Text>
              {!row.stored && <Badge colorPalette="gray">Default</Badge>}
            </HStack>
            <Text fontSize="sm" color={row.text ? 'fg' : 'fg.muted'} lineClamp={3} whiteSpace="pre-line">
              {row.text || '(empty)'}
            </Text>
          </Stack>
        </RecordRow>
      ))}
    </Stack>
  );
}

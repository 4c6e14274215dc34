import { Badge, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

import {
  AdminPanel,
  DeleteButton,
  DeleteRecordDialog,
  EditButton,
  ErrorState,
  LoadingState,
  RecordRow,
  useRecordDialogs,
} from '@/components/kit';
import { pageDefaults } from '@/lib/content/defaults';
import { useLive } from '@/lib/data/use-live';
import type { PageName } from '@/lib/schemas/content';
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
  const keys = [...new Set([...Object.keys(defaults), ...Object.keys(stored)])].sort();
  return keys.map((key) => {
    const own = stored[key];
    const hasDefault = Object.hasOwn(defaults, key);
    const isStored = own !== undefined;
    return { key, text: isStored && own.trim() !== '' ? own : (defaults[key] ?? ''), stored: isStored, hasDefault };
  });
}

/** The admin panel's Page Content tab: every page's section texts, with create, edit and delete. */
export function ManagePageContent() {
  const [page, setPage] = useState<PageName>('home');
  const doc = useLive(pageRef(page));
  // Editing a section (a stored text or a default), or null: a new one.
  const dialogs = useRecordDialogs<SectionRow>();
  const { editing } = dialogs;

  return (
    <AdminPanel title="Page Content" newLabel="New Content" onNew={() => dialogs.openForm(null)}>
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
        <SectionList rows={sectionRows(page, doc.data?.sections ?? {})} onEdit={dialogs.openForm} onDelete={dialogs.askDelete} />
      )}
      <SectionFormDialog
        {...dialogs.form}
        mode={editing ? 'edit' : 'create'}
        values={{ page, key: editing?.key ?? '', content: editing?.text ?? '' }}
      />
      <DeleteRecordDialog
        dialogs={dialogs}
        noun="content"
        description={(row) => (
          <Text>
            <Text as="span" fontWeight="semibold">
              {page} / {row.key}
            </Text>
            {row.hasDefault ? ': the page will show its default text again.' : ''}
          </Text>
        )}
        remove={(row) => deleteSection(page, row.key)}
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

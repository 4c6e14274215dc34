import {
  Button,
  Flex,
  Heading,
  HStack,
  Stack,
  Switch,
  Text,
  VisuallyHidden,
  type ButtonProps,
  type FlexProps,
  type SwitchRootProps,
  type TextProps,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { useLive, type Live, type LiveQuery } from '@/lib/data/use-live';
import { ConfirmDialog } from './ConfirmDialog';
import { ReadState } from './ReadState';
import { useAction, type ActionMessages } from './use-action';

type AdminListProps<T extends { id: string }> = {
  /** The panel's h2. */
  title: string;
  /** The New button's words ("Add Sponsor"); no button when absent. */
  newLabel?: string;
  onNew?: () => void;
  live: Live<T[]>;
  loading: string;
  empty: ReactNode;
  errorTitle?: string;
  /** The panel's dialogs (create/edit, delete...). */
  children?: ReactNode;
} & (
  | { /** One record's row (rendered inside its <li>). */ row: (record: T) => ReactNode; list?: never }
  | { /** The whole list, where rows need their neighbours (reordering). */ list: (records: T[]) => ReactNode; row?: never }
);

/**
 * An admin panel's frame: its h2 with the New button (when the panel makes
 * records), then its content. AdminList is this frame around a list.
 */
export function AdminPanel({
  title,
  newLabel,
  onNew,
  actions,
  children,
}: {
  title: string;
  /** The New button's words ("Add Sponsor"); no button when absent. */
  newLabel?: string;
  onNew?: () => void;
  /** Other actions beside the heading (an export...). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="6">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h2" size="2xl" fontFamily="heading" color="brand.fg">
          {title}
        </Heading>
        {actions}
        {newLabel && (
          <Button colorPalette="brand" onClick={onNew}>
            <LuPlus aria-hidden /> {newLabel}
          </Button>
        )}
      </Flex>
      {children}
    </Stack>
  );
}

/**
 * An admin list panel: its frame (AdminPanel), the read's states (ReadState)
 * and one row a record in a list, then its dialogs. A panel is its query, its
 * form and its row.
 */
export function AdminList<T extends { id: string }>({
  title,
  newLabel,
  onNew,
  live,
  loading,
  empty,
  errorTitle,
  row,
  list,
  children,
}: AdminListProps<T>) {
  return (
    <AdminPanel title={title} newLabel={newLabel} onNew={onNew}>
      <ReadState live={live} loading={loading} empty={empty} errorTitle={errorTitle}>
        {(rows) =>
          list ? (
            list(rows)
          ) : (
            <Stack as="ul" gap="3" listStyleType="none">
              {rows.map((record) => (
                <li key={record.id}>{row(record)}</li>
              ))}
            </Stack>
          )
        }
      </ReadState>
      {children}
    </AdminPanel>
  );
}

/**
 * One record of an admin list: its facts on the left, its actions (switches,
 * Edit, Delete...) on the right; stacked below `breakpoint`.
 */
type RecordRowProps = {
  actions: ReactNode;
  breakpoint?: 'md' | 'lg';
  actionsGap?: '2' | '3';
  actionsWrap?: boolean;
  children: ReactNode;
} & FlexProps;

export function RecordRow({ actions, breakpoint = 'md', actionsGap = '3', actionsWrap = true, children, ...props }: RecordRowProps) {
  return (
    <Flex
      direction={{ base: 'column', [breakpoint]: 'row' }}
      align={{ base: 'stretch', [breakpoint]: 'center' }}
      justify="space-between"
      gap="4"
      p="4"
      borderWidth="1px"
      rounded="lg"
      bg="bg"
      {...props}
    >
      {children}
      <HStack gap={actionsGap} wrap={actionsWrap ? 'wrap' : undefined} flexShrink={0}>
        {actions}
      </HStack>
    </Flex>
  );
}

/**
 * A record's row in a RecordPanel: a RecordRow whose actions (its on/off
 * switch, other buttons) end with Edit and Delete; the switch and the buttons
 * are named after the record ("Active: {name}", "Edit {name}"), and Edit and
 * Delete open the panel's dialogs on it.
 */
export function EditableRow<T>({
  record,
  name,
  dialogs,
  toggle,
  actions,
  ...props
}: {
  record: T;
  name: string;
  dialogs: Pick<RecordDialogs<T>, 'openForm' | 'askDelete'>;
  /** The record's switch that writes at once (publish, activate). */
  toggle?: Omit<ActionSwitchProps, 'name'>;
  actions?: ReactNode;
} & Omit<RecordRowProps, 'actions'>) {
  return (
    <RecordRow
      {...props}
      actions={
        <>
          {toggle && <ActionSwitch {...toggle} name={name} />}
          {actions}
          <EditButton name={name} onClick={() => dialogs.openForm(record)} />
          <DeleteButton name={name} onClick={() => dialogs.askDelete(record)} />
        </>
      }
    />
  );
}

/** A record's name at the head of its row or card. */
export function RecordName(props: TextProps) {
  return <Text fontWeight="semibold" fontSize="lg" color="brand.fg" {...props} />;
}

/** A row's Edit button, named "Edit {name}" for assistive technology. */
export function EditButton({ name, ...props }: { name: ReactNode } & ButtonProps) {
  return (
    <Button size="sm" variant="outline" colorPalette="brand" {...props}>
      <LuPencil aria-hidden /> Edit<VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}

/** A row's Delete button, named "Delete {name}" for assistive technology. */
export function DeleteButton({ name, ...props }: { name: ReactNode } & ButtonProps) {
  return (
    <Button size="sm" variant="outline" colorPalette="red" {...props}>
      <LuTrash2 aria-hidden /> Delete<VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}

/**
 * A record's on/off switch (publish, active, fee received), named in one piece
 * "{label}: {name}" (a hidden tail after the visible word would be read with a
 * stray space).
 */
export function ToggleSwitch({
  label,
  name,
  checked,
  busy,
  onChange,
  size,
}: {
  label: string;
  name: string;
  checked: boolean;
  busy: boolean;
  onChange: (checked: boolean) => void;
  size?: SwitchRootProps['size'];
}) {
  return (
    <Switch.Root
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked)}
      disabled={busy}
      colorPalette="brand"
      size={size}
    >
      <Switch.HiddenInput role="switch" />
      <Switch.Control />
      <Switch.Label>
        <span aria-hidden>{label}</span>
        <VisuallyHidden>{`${label}: ${name}`}</VisuallyHidden>
      </Switch.Label>
    </Switch.Root>
  );
}

/** A record switch's words: its visible label, the toasts for on and off, and the failure's title. */
export interface SwitchWords {
  label: string;
  on: string;
  off: string;
  failure: ActionMessages<[boolean], unknown>['failure'];
}

/**
 * A record's switch that writes at once (publish, activate, fee received):
 * busy while the write runs, then a toast in the panel's words.
 */
interface ActionSwitchProps {
  words: SwitchWords;
  name: string;
  checked: boolean;
  size?: SwitchRootProps['size'];
  write: (on: boolean) => Promise<unknown>;
}

export function ActionSwitch({ words: { label, on, off, failure }, write, ...props }: ActionSwitchProps) {
  const toggle = useAction(write, { success: (_, checked) => (checked ? on : off), failure });
  return <ToggleSwitch {...props} label={label} busy={toggle.busy} onChange={(checked) => void toggle.run(checked)} />;
}

/** A dialog's open state as a panel hands it down (`<XFormDialog {...dialogs.form} x={dialogs.editing} />`). */
export interface DialogOpen {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The create/edit/delete dialogs' state of an admin list: `form` is open with
 * `editing` (null: a new record), `deleting` is the record awaiting
 * confirmation.
 */
export function useRecordDialogs<T>() {
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    formOpen,
    setFormOpen,
    /** The form dialog's open state, to spread into it. */
    form: { open: formOpen, onOpenChange: setFormOpen } satisfies DialogOpen,
    editing,
    /** Opens the form on a record, or empty for a new one. */
    openForm: (record: T | null) => {
      setEditing(record);
      setFormOpen(true);
    },
    deleting,
    askDelete: (record: T) => setDeleting(record),
    /** For ConfirmDialog's onOpenChange: closing clears the record. */
    onDeleteOpenChange: (open: boolean) => {
      if (!open) setDeleting(null);
    },
  };
}

export type RecordDialogs<T> = ReturnType<typeof useRecordDialogs<T>>;

/** What a panel's Delete confirmation says and does. */
export interface DeleteRecordProps<T> {
  /** The record's kind in lower case ("article"). */
  noun: string;
  name?: (record: T) => ReactNode;
  description?: (record: T) => ReactNode;
  remove: (record: T) => Promise<unknown>;
  /** A failure toast other than "Failed to delete {noun}". */
  failure?: ActionMessages<[], unknown>['failure'];
  /** The delete is a callable (see ConfirmDialog). */
  onServer?: boolean;
}

/**
 * An admin list's Delete confirmation for `dialogs.deleting`, in the words
 * every panel uses: "Delete {noun}?", "Delete", "{Noun} deleted", "Failed to
 * delete {noun}". The record's name is shown in bold unless a description
 * says more.
 */
export function DeleteRecordDialog<T>({
  dialogs,
  noun,
  name,
  description = (record) => <Text fontWeight="semibold">{name?.(record)}</Text>,
  remove,
  failure,
  onServer,
}: DeleteRecordProps<T> & { dialogs: Pick<RecordDialogs<T>, 'deleting' | 'onDeleteOpenChange'> }) {
  const { deleting } = dialogs;
  return (
    <ConfirmDialog
      onServer={onServer}
      open={deleting !== null}
      onOpenChange={dialogs.onDeleteOpenChange}
      title={`Delete ${noun}?`}
      description={deleting && description(deleting)}
      confirmLabel="Delete"
      onConfirm={async () => {
        if (deleting) await remove(deleting);
      }}
      messages={{ success: `${noun[0]?.toUpperCase()}${noun.slice(1)} deleted`, failure: failure ?? `Failed to delete ${noun}` }}
    />
  );
}

/** A RecordPanel's words: its h2, the New button, and its read's loading, empty and failure texts. */
export interface PanelWords {
  title: string;
  newLabel: string;
  loading: string;
  empty: ReactNode;
  errorTitle?: string;
}

type RecordPanelProps<T extends { id: string }> = {
  /** Every record of the panel, followed live. */
  query: LiveQuery<T>;
  /** An order the query cannot give (useLive's `order`). */
  order?: (a: T, b: T) => number;
  words: PanelWords;
  /** The create/edit dialog, open on `dialogs.editing` (null: a new record); `records` as read so far. */
  form: (dialogs: RecordDialogs<T>, records: T[]) => ReactNode;
  /** The Delete confirmation for `dialogs.deleting`. */
  remove: DeleteRecordProps<T>;
  /** The panel's other dialogs (tee times, registrations...). */
  children?: (records: T[]) => ReactNode;
} & (
  | { /** One record's row. */ row: (record: T, dialogs: RecordDialogs<T>) => ReactNode; list?: never }
  | { /** The whole list, where rows need their neighbours. */ list: (records: T[], dialogs: RecordDialogs<T>) => ReactNode; row?: never }
);

/**
 * An admin panel that manages one collection: it reads the records live and
 * keeps the create/edit/delete dialogs' state, so a panel is its query, its
 * words, its row and its form. The frame is AdminList, the delete is
 * DeleteRecordDialog.
 *
 *   <RecordPanel query={allArticles()} words={WORDS}
 *     row={(article, dialogs) => <AdminArticleRow article={article} dialogs={dialogs} />}
 *     form={(dialogs) => <ArticleFormDialog {...dialogs.form} article={dialogs.editing} />}
 *     remove={{ noun: 'article', name: (a) => a.title, remove: (a) => deleteArticle(a.id) }} />
 */
export function RecordPanel<T extends { id: string }>(props: RecordPanelProps<T>) {
  const { query, order, words, form, remove, children, list, row } = props;
  const live = useLive(query, { order });
  const dialogs = useRecordDialogs<T>();
  const records = live.data ?? [];
  const rows = list ? { list: (all: T[]) => list(all, dialogs) } : { row: (record: T) => row?.(record, dialogs) };
  return (
    <AdminList {...words} {...rows} onNew={() => dialogs.openForm(null)} live={live}>
      {form(dialogs, records)}
      <DeleteRecordDialog {...remove} dialogs={dialogs} />
      {children?.(records)}
    </AdminList>
  );
}

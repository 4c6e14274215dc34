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
import type { Live } from '@/lib/data/use-live';
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
export function RecordRow({
  actions,
  breakpoint = 'md',
  actionsGap = '3',
  actionsWrap = true,
  children,
  ...props
}: { actions: ReactNode; breakpoint?: 'md' | 'lg'; actionsGap?: '2' | '3'; actionsWrap?: boolean; children: ReactNode } & FlexProps) {
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

/**
 * A record's switch that writes at once (publish, activate): busy while the
 * write runs, then a toast in the panel's words.
 */
export function ActionSwitch({
  write,
  toasts,
  ...props
}: {
  label: string;
  name: string;
  checked: boolean;
  size?: SwitchRootProps['size'];
  write: (on: boolean) => Promise<unknown>;
  /** Success toasts for on and off, and the failure's title. */
  toasts: { on: string; off: string; failure: ActionMessages<[boolean], unknown>['failure'] };
}) {
  const toggle = useAction(write, { success: (_, on) => (on ? toasts.on : toasts.off), failure: toasts.failure });
  return <ToggleSwitch {...props} busy={toggle.busy} onChange={(on) => void toggle.run(on)} />;
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

/**
 * An admin list's Delete confirmation for `dialogs.deleting`, in the words
 * every panel uses: "Delete {noun}?", "Delete", "{Noun} deleted", "Failed to
 * delete {noun}". The record's name is shown in bold unless a description
 * says more.
 */
export function DeleteRecordDialog<T extends { id: string }>({
  dialogs,
  noun,
  name,
  description = (record) => <Text fontWeight="semibold">{name?.(record)}</Text>,
  remove,
  failure,
  onServer,
}: {
  dialogs: Pick<RecordDialogs<T>, 'deleting' | 'onDeleteOpenChange'>;
  /** The record's kind in lower case ("article"). */
  noun: string;
  name?: (record: T) => ReactNode;
  description?: (record: T) => ReactNode;
  remove: (record: T) => Promise<unknown>;
  /** A failure toast other than "Failed to delete {noun}". */
  failure?: ActionMessages<[], unknown>['failure'];
  /** The delete is a callable (see ConfirmDialog). */
  onServer?: boolean;
}) {
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

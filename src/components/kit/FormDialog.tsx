import { Button, Dialog, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { DialogShell } from './DialogShell';
import { Form, SubmitButton, useSchemaForm, type InvalidToast } from './form/Form';
import { useAction, type ActionMessages } from './use-action';

interface FormDialogProps<S extends z.ZodType<FieldValues, FieldValues>> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The one schema: inline messages, the "Validation failed" toast and the values handed to onSubmit. */
  schema: S;
  /** The record being edited, or the empty form for a new one. */
  defaultValues: DefaultValues<z.input<S>>;
  /** The write; the dialog closes when it succeeds. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** Success and failure toasts in the spec's words. */
  messages: Omit<ActionMessages<[z.output<S>], unknown>, 'onSuccess'>;
  submitLabel: string;
  /** Admin forms list every failing field ("path: message"); default 'all'. */
  invalidToast?: InvalidToast;
  /** Beside the buttons, e.g. a Published switch. */
  footerStart?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * The create / edit dialog of any record: one schema, fields as children,
 * focus trapped, Esc closes; the form starts afresh on every opening.
 *
 *   <FormDialog open={open} onOpenChange={setOpen} title="New Article" schema={articleSchema}
 *     defaultValues={EMPTY} onSubmit={createArticle} submitLabel="Create Article"
 *     messages={{ success: 'Article created', failure: 'Failed to create article' }}>
 *     <TextField name="title" label="Title" required />
 *   </FormDialog>
 */
export function FormDialog<S extends z.ZodType<FieldValues, FieldValues>>(props: FormDialogProps<S>) {
  const { open, onOpenChange, title } = props;
  return (
    <DialogShell open={open} onOpenChange={onOpenChange} title={title} closeOnInteractOutside={false}>
      <DialogForm {...props} />
    </DialogShell>
  );
}

function DialogForm<S extends z.ZodType<FieldValues, FieldValues>>({
  onOpenChange,
  schema,
  defaultValues,
  onSubmit,
  messages,
  submitLabel,
  invalidToast = 'all',
  footerStart,
  children,
}: FormDialogProps<S>) {
  const form = useSchemaForm(schema, defaultValues);
  const save = useAction(onSubmit, { ...messages, onSuccess: () => onOpenChange(false) });
  return (
    // display: contents lets the dialog lay out body and footer: the body scrolls, the footer stays in view.
    <Form form={form} schema={schema} onSubmit={save.run} invalidToast={invalidToast} display="contents">
      <Dialog.Body>{children}</Dialog.Body>
      <Dialog.Footer justifyContent={footerStart ? 'space-between' : 'flex-end'} flexWrap="wrap">
        {footerStart}
        <HStack gap="3">
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <SubmitButton loading={save.busy}>{submitLabel}</SubmitButton>
        </HStack>
      </Dialog.Footer>
    </Form>
  );
}

type Failure<S extends z.ZodType<FieldValues, FieldValues>> = FormDialogProps<S>['messages']['failure'];

type RecordFormDialogProps<S extends z.ZodType<FieldValues, FieldValues>, R extends { id: string }> = Omit<
  FormDialogProps<S>,
  'title' | 'defaultValues' | 'onSubmit' | 'messages' | 'submitLabel'
> & {
  /** The record's name in the dialog's words ("Sponsor": "Edit Sponsor", "Sponsor updated"...). */
  noun: string;
  /** The verb that makes one: "New Article" / "Create Article" / "Article created" (default), or "Add Sponsor" / "Sponsor added". */
  createVerb?: 'create' | 'add';
  /** The record to edit, or null for a new one. */
  record: R | null;
  /** The form's values for a stored record; by default the record's fields that the (object) schema names. */
  toValues?: (record: R) => DefaultValues<z.input<S>>;
  /** A new record's form. */
  empty: DefaultValues<z.input<S>>;
  create: (values: z.output<S>) => Promise<unknown>;
  update: (id: string, values: z.output<S>) => Promise<unknown>;
  /** Failure toasts other than "Failed to create/update {noun}". */
  failures?: { create?: Failure<S>; update?: Failure<S> };
};

/** The fields of `record` that an object schema names (a stored record carries more: id, counters, times). */
function fieldsOf<S extends z.ZodType<FieldValues, FieldValues>>(schema: S, record: object): DefaultValues<z.input<S>> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  if (!shape) throw new Error('RecordFormDialog: a schema without a shape needs toValues');
  return Object.fromEntries(Object.keys(shape).map((key) => [key, (record as Record<string, unknown>)[key]])) as DefaultValues<z.input<S>>;
}

/**
 * The create / edit dialog of an admin list's record: FormDialog with the
 * words every panel uses ("New X" / "Edit X", "Create X" / "Save X", "X
 * created" / "X updated", "Failed to create x" / "Failed to update x").
 */
export function RecordFormDialog<S extends z.ZodType<FieldValues, FieldValues>, R extends { id: string }>({
  noun,
  createVerb = 'create',
  record,
  toValues,
  empty,
  create,
  update,
  failures = {},
  ...props
}: RecordFormDialogProps<S, R>) {
  const lower = noun.toLowerCase();
  const made = createVerb === 'add' ? 'added' : 'created';
  const New = createVerb === 'add' ? 'Add' : 'New';
  const Make = createVerb === 'add' ? 'Add' : 'Create';
  return (
    <FormDialog
      {...props}
      title={record ? `Edit ${noun}` : `${New} ${noun}`}
      defaultValues={record ? (toValues ? toValues(record) : fieldsOf(props.schema, record)) : empty}
      onSubmit={(values) => (record ? update(record.id, values) : create(values))}
      messages={
        record
          ? { success: `${noun} updated`, failure: failures.update ?? `Failed to update ${lower}` }
          : { success: `${noun} ${made}`, failure: failures.create ?? `Failed to ${createVerb} ${lower}` }
      }
      submitLabel={record ? `Save ${noun}` : `${Make} ${noun}`}
    />
  );
}

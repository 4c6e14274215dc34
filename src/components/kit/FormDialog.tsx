import { Button, Dialog, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { DialogShell } from './DialogShell';
import { Form, useSchemaForm, type InvalidToast } from './form/Form';
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
  /** Keeps the submit button disabled (e.g. while an image uploads). */
  submitDisabled?: boolean;
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
  submitDisabled,
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
          <Button type="submit" colorPalette="brand" loading={save.busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </HStack>
      </Dialog.Footer>
    </Form>
  );
}

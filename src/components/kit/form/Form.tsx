import { Button, chakra, List, type ButtonProps, type HTMLChakraProps } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { toaster } from '@/components/ui/toaster';
import { firstIssue, formatIssues } from '@/lib/schemas/validation';

/** A form whose values are checked by one zod schema (the same the converter and the rules' twin use). */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // The resolver's generic inference cannot follow a generic schema; the types are the schema's own.
  const resolver = zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues });
}

/** The "path: message" lines of a failed validation, as a toast's description. */
export function IssueList({ lines }: { lines: string[] }) {
  return (
    <List.Root ps="4" gap="0.5">
      {lines.map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
    </List.Root>
  );
}

/**
 * How a form that does not pass its schema is announced, besides the inline
 * messages: 'all' lists every failing field as "path: message" under
 * "Validation failed" (admin forms); 'first' shows the first message (member forms).
 */
export type InvalidToast = 'all' | 'first' | 'none';

export function toastInvalid(schema: z.ZodType, values: unknown, mode: InvalidToast): void {
  if (mode === 'none') return;
  const result = schema.safeParse(values);
  if (result.success) return;
  if (mode === 'first') toaster.create({ type: 'error', title: firstIssue(result.error) });
  else toaster.create({ type: 'error', title: 'Validation failed', description: <IssueList lines={formatIssues(result.error)} /> });
}

interface FormProps<S extends z.ZodType<FieldValues, FieldValues>> extends Omit<HTMLChakraProps<'form'>, 'onSubmit'> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  schema: S;
  onSubmit: (values: z.output<S>) => unknown;
  invalidToast?: InvalidToast;
  children: ReactNode;
}

/** Uploads in progress inside a Form: an image field reports its own; the submit button waits for them. */
interface Uploads {
  uploading: boolean;
  track: (busy: boolean) => void;
}
const UploadsContext = createContext<Uploads | null>(null);

/** Reports an upload starting (true) and ending (false) to the enclosing Form, if any. */
export function useUploadTracker(): (busy: boolean) => void {
  return useContext(UploadsContext)?.track ?? noop;
}
function noop() {}

/** The form's submit button: disabled while an image in the form is still uploading. */
export function SubmitButton({ disabled, ...props }: ButtonProps) {
  const uploading = useContext(UploadsContext)?.uploading ?? false;
  return <Button type="submit" colorPalette="brand" disabled={disabled || uploading} {...props} />;
}

/** A <form> bound to a schema form: fields inside find it through context; nothing is submitted until the schema passes. */
export function Form<S extends z.ZodType<FieldValues, FieldValues>>({
  form,
  schema,
  onSubmit,
  invalidToast = 'first',
  children,
  ...props
}: FormProps<S>) {
  const [uploads, setUploads] = useState(0);
  const tracker = useMemo<Uploads>(
    () => ({ uploading: uploads > 0, track: (busy) => setUploads((n) => Math.max(0, n + (busy ? 1 : -1))) }),
    [uploads],
  );
  const submit = form.handleSubmit(
    async (values) => {
      await onSubmit(values);
    },
    () => toastInvalid(schema, form.getValues(), invalidToast),
  );
  return (
    <FormProvider {...form}>
      <UploadsContext.Provider value={tracker}>
        <chakra.form noValidate onSubmit={submit} {...props}>
          {children}
        </chakra.form>
      </UploadsContext.Provider>
    </FormProvider>
  );
}

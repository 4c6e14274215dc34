/**
 * Form fields bound to react-hook-form (inside a <Form> or <FormDialog>): each
 * one is labelled, marks itself required, and shows its own message from the
 * form's zod schema under the input.
 *
 *   <TextField name="title" label="Title" required />
 *   <NumberField name="handicap" label="Handicap" step={0.1} />
 */
import { Checkbox, Field, Input, NativeSelect, Switch, Textarea, type InputProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller, get, useFormContext } from 'react-hook-form';
import { societyDay, societyMoment } from '@/lib/dates';

interface FieldProps {
  name: string;
  label: ReactNode;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** The message of a field, at any depth ("emergency.phone"). */
function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const error: unknown = get(errors, name);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' ? error.message : undefined;
}

function FieldShell({ name, label, helper, required, disabled, children }: FieldProps & { children: ReactNode }) {
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} required={required} disabled={disabled}>
      <Field.Label>
        {label} {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'time';
  placeholder?: string;
  autoComplete?: string;
  readOnly?: boolean;
  inputProps?: InputProps;
}

export function TextField({ type = 'text', placeholder, autoComplete, readOnly, inputProps, ...field }: TextFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...field}>
      <Input
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        readOnly={readOnly}
        {...inputProps}
        {...register(field.name)}
      />
    </FieldShell>
  );
}

interface TextareaFieldProps extends FieldProps {
  rows?: number;
  placeholder?: string;
}

export function TextareaField({ rows = 4, placeholder, ...field }: TextareaFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...field}>
      <Textarea rows={rows} placeholder={placeholder} autoresize {...register(field.name)} />
    </FieldShell>
  );
}

interface NumberFieldProps extends FieldProps {
  step?: number;
  min?: number;
  max?: number;
  placeholder?: string;
}

function numberText(value: unknown): string | number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return value === null || value === undefined ? '' : String(value);
}

/**
 * An input whose text stands for another value in the form (a number, a
 * Date): `show` turns the form's value into the input's text, `read` the typed
 * text back into the value.
 */
function ConvertedInput({
  name,
  show,
  read,
  ...input
}: { name: string; show: (value: unknown) => string | number; read: (text: string) => unknown } & Omit<InputProps, 'name' | 'value'>) {
  return (
    <Controller
      name={name}
      render={({ field: bound }) => (
        <Input
          {...input}
          name={bound.name}
          ref={bound.ref}
          onBlur={bound.onBlur}
          value={show(bound.value)}
          onChange={(event) => bound.onChange(read(event.currentTarget.value))}
        />
      )}
    />
  );
}

/** A number field's text: empty is null. */
const NUMBER_INPUT = {
  type: 'number',
  inputMode: 'decimal',
  show: numberText,
  read: (text: string) => (text.trim() === '' ? null : Number(text)),
} as const;

/** A number, or null while empty ("empty handicap is saved as null"); the schema decides if null is allowed. */
export function NumberField({ step, min, max, placeholder, ...field }: NumberFieldProps) {
  return (
    <FieldShell {...field}>
      <ConvertedInput name={field.name} {...NUMBER_INPUT} step={step} min={min} max={max} placeholder={placeholder} />
    </FieldShell>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface SelectFieldProps extends FieldProps {
  options: readonly SelectOption[];
  /** Shown as the first, empty choice (value ''). */
  placeholder?: string;
}

/** A select's choices: a first empty one when `placeholder` is given, then `options`. */
function SelectOptions({ options, placeholder }: { options: readonly SelectOption[]; placeholder?: string | undefined }) {
  return (
    <>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...field}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(field.name)}>
          <SelectOptions options={options} placeholder={placeholder} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

/** A select outside a form (a section picker, a member to add): its value, and the choice made. */
export function SelectInput({
  value,
  onChange,
  options,
  placeholder,
}: {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first, empty choice (value ''). */
  placeholder?: string;
}) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <SelectOptions options={options} placeholder={placeholder} />
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

const dayText = (value: unknown) => (value instanceof Date && !Number.isNaN(value.getTime()) ? societyDay(value) : '');

/** A calendar day in the society's time zone; the value is a Date (at `time`, default midnight) or null. */
export function DateField({ time = '00:00', min, max, ...field }: FieldProps & { time?: string; min?: string; max?: string }) {
  return (
    <FieldShell {...field}>
      <ConvertedInput name={field.name} type="date" min={min} max={max} show={dayText} read={(text) => societyMoment(text, time)} />
    </FieldShell>
  );
}

/** An on/off setting (Published, Active...). */
export function SwitchField({ name, label, disabled }: Pick<FieldProps, 'name' | 'label' | 'disabled'>) {
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <Switch.Root
          name={field.name}
          checked={field.value === true}
          onCheckedChange={(details) => field.onChange(details.checked)}
          disabled={disabled}
          colorPalette="brand"
        >
          <Switch.HiddenInput ref={field.ref} role="switch" onBlur={field.onBlur} />
          <Switch.Control />
          <Switch.Label>{label}</Switch.Label>
        </Switch.Root>
      )}
    />
  );
}

/** A box to tick (e.g. accepting the terms), with its message. */
export function CheckboxField({ name, label, disabled }: Pick<FieldProps, 'name' | 'label' | 'disabled'>) {
  const error = useFieldError(name);
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Controller
        name={name}
        render={({ field }) => (
          <Checkbox.Root
            checked={field.value === true}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
            colorPalette="brand"
            name={field.name}
          >
            <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Checkbox.Control />
            <Checkbox.Label>{label}</Checkbox.Label>
          </Checkbox.Root>
        )}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

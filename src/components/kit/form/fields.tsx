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

/** A number, or null while empty ("empty handicap is saved as null"); the schema decides if null is allowed. */
export function NumberField({ step, min, max, placeholder, ...field }: NumberFieldProps) {
  return (
    <FieldShell {...field}>
      <Controller
        name={field.name}
        render={({ field: bound }) => (
          <Input
            type="number"
            inputMode="decimal"
            step={step}
            min={min}
            max={max}
            placeholder={placeholder}
            name={bound.name}
            ref={bound.ref}
            onBlur={bound.onBlur}
            value={numberText(bound.value)}
            onChange={(event) => {
              const text = event.currentTarget.value;
              bound.onChange(text.trim() === '' ? null : Number(text));
            }}
          />
        )}
      />
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

export function SelectField({ options, placeholder, ...field }: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldShell {...field}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register(field.name)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

/** A calendar day in the society's time zone; the value is a Date (at `time`, default midnight) or null. */
export function DateField({ time = '00:00', min, max, ...field }: FieldProps & { time?: string; min?: string; max?: string }) {
  return (
    <FieldShell {...field}>
      <Controller
        name={field.name}
        render={({ field: bound }) => (
          <Input
            type="date"
            min={min}
            max={max}
            name={bound.name}
            ref={bound.ref}
            onBlur={bound.onBlur}
            value={bound.value instanceof Date && !Number.isNaN(bound.value.getTime()) ? societyDay(bound.value) : ''}
            onChange={(event) => bound.onChange(societyMoment(event.currentTarget.value, time))}
          />
        )}
      />
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

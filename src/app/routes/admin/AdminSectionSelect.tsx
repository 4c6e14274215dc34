import { Field, NativeSelect } from '@chakra-ui/react';
import { adminTabs } from './tabs';

interface AdminSectionSelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** The admin tabs as a native select, for small screens. */
export function AdminSectionSelect({ value, onChange }: AdminSectionSelectProps) {
  return (
    <Field.Root py="3">
      <Field.Label>Admin section</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {adminTabs.map((tab) => (
            <option key={tab.value} value={tab.value}>
              {tab.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

import { Field } from '@chakra-ui/react';
import { SelectInput } from '@/components/kit';
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
      <SelectInput value={value} onChange={onChange} options={adminTabs} />
    </Field.Root>
  );
}

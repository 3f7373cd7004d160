import { useController } from 'react-hook-form';
import type { TeacherBody } from 'shared-domain';
import { SelectField } from 'shared-ui';
import type { TeacherPath } from './use-teacher-field';

const OPTIONS = [
  { value: 'no', label: 'No' },
  { value: 'yes', label: 'Yes' },
];

/** A yes/no select over a boolean field (e.g. teaPosted), so the form keeps a real boolean. */
export function YesNoField({ name, label }: { name: TeacherPath; label: string }) {
  const { field } = useController<TeacherBody>({ name });
  return (
    <SelectField
      label={label}
      options={OPTIONS}
      name={field.name}
      ref={field.ref}
      value={field.value ? 'yes' : 'no'}
      onChange={(e) => field.onChange(e.target.value === 'yes')}
      onBlur={field.onBlur}
    />
  );
}

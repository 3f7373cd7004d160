import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldProps } from 'shared-ui';

/** The form of the surrounding FormProvider, and `field(name)`: register() plus the field's error text. */
export function useFormField<Values extends FieldValues>() {
  const form = useFormContext<Values>();
  return { form, field: (name: FieldPath<Values>) => fieldProps(form, name) };
}

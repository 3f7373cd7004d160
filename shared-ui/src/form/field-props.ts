import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** register() plus the field's error text, ready to spread into a shared-ui field. */
export function fieldProps<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'formState'>,
  name: FieldPath<Values>,
) {
  return {
    ...form.register(name),
    error: get<unknown, { message?: string } | undefined>(form.formState.errors, name)?.message,
  };
}

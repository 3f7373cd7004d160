// Types only: a runtime import of react-hook-form here would put it in every app's first load (shared-ui is one
// shared module), while only the form pages need it.
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** register() plus the field's error text, ready to spread into a shared-ui field. */
export function fieldProps<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>,
  name: FieldPath<Values>,
) {
  return {
    ...form.register(name),
    error: form.getFieldState(name, form.formState).error?.message,
  };
}

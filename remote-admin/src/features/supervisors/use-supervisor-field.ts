import { get, useFormContext, type FieldPath } from 'react-hook-form';
import type { SupervisorFormValues } from './supervisor-form-values';

/** register() plus the field's error text, ready to spread into a shared-ui field. */
export function useSupervisorField() {
  const form = useFormContext<SupervisorFormValues>();
  const field = (name: FieldPath<SupervisorFormValues>) => ({
    ...form.register(name),
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
  return { form, field };
}

import { get, useFormContext, type FieldPath } from 'react-hook-form';
import type { SupervisorFieldValues } from './supervisor-form-values';

/** register() plus the field's error text, ready to spread into a shared-ui field. */
export function useSupervisorField() {
  const form = useFormContext<SupervisorFieldValues>();
  const field = (name: FieldPath<SupervisorFieldValues>) => ({
    ...form.register(name),
    error: get<unknown, { message?: string } | undefined>(form.formState.errors, name)?.message,
  });
  return { form, field };
}

import { get, useFormContext, type FieldError, type FieldPath } from 'react-hook-form';
import type { TeacherBody } from 'shared-domain';

export type TeacherPath = FieldPath<TeacherBody>;

/** register() plus the field's error text, ready to spread into a shared-ui field. */
export function useTeacherField() {
  const form = useFormContext<TeacherBody>();
  const { errors } = form.formState;
  const field = (name: TeacherPath) => ({
    ...form.register(name),
    error: get<unknown, FieldError | undefined>(errors, name)?.message,
  });
  return { form, field };
}

/** Enter in a sub-form input (add exam, add record) adds the row instead of submitting the whole record. */
export const onEnter = (action: () => void) => (e: React.KeyboardEvent) => {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  action();
};

import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { applyFieldErrors } from 'shared-auth';

/** The error box above a form that could not be saved. */
export interface FormFailure {
  heading: string;
  message: string;
}

export interface AdminFormOptions<Input extends FieldValues, Output> {
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Sends the checked values (and says so: toast, navigation). */
  save: (values: Output) => Promise<void>;
  /** The error box for a failed save (not shown when the server named fields: they are in the error summary). */
  onError: (err: unknown, form: UseFormReturn<Input, unknown, Output>) => FormFailure;
}

/** An admin add or edit form: zod-checked values, one save, and the error box of the last failed save. */
export function useAdminForm<Input extends FieldValues, Output>({ schema, defaultValues, save, onError }: AdminFormOptions<Input, Output>) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (err) {
      const atFields = applyFieldErrors(form, err);
      const box = onError(err, form);
      // A refusal naming fields shows in the error summary and at each field, once each; any other in the box.
      setFailure(atFields ? null : box);
    }
  });
  return { form, failure, onSubmit };
}

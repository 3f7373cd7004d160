import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormErrorBox, FormErrorSummary } from 'shared-ui';
import { PageHeader } from 'shared-ui/staff';
import { StyledStack } from './details-list';
import type { FormFailure } from './use-admin-form';

export interface AdminFormPageProps<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: () => void;
  failure: FormFailure | null;
  /** The page heading, also the form's accessible name. */
  title: string;
  subtitle: ReactNode;
  /** The form's sections, then its actions. */
  children: ReactNode;
}

/** An admin add or edit page: one form under its heading, the last failed save's error box above the sections. */
export function AdminFormPage<Input extends FieldValues, Output>({
  form,
  onSubmit,
  failure,
  title,
  subtitle,
  children,
}: AdminFormPageProps<Input, Output>) {
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <StyledStack>
          <PageHeader title={title} subtitle={subtitle} />
          <FormErrorSummary form={form} />
          {failure && <FormErrorBox heading={failure.heading} message={failure.message} />}
          {children}
        </StyledStack>
      </form>
    </FormProvider>
  );
}

import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { MESSAGES } from 'shared-domain';
import { Button, ButtonLink, FormErrorBox, PageHeader, useToast } from 'shared-ui';
import { useCreateSchool } from 'shared-staff';
import { StyledStack } from '../../components/details-list';
import { applyFieldErrors, errorMessage } from 'shared-auth';
import { paths } from '../../paths';
import { ContactInfoFields, ContactPersonFields, SchoolInfoFields, SchoolSettingsFields } from './school-form-sections';
import { addSchoolSchema, emptySchoolForm, type SchoolAddOutput, type SchoolFormInput } from './school-form-values';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** 'Add New School' (product spec §2): an active school without a sign-in; 'Send invitation' on its page sets one up. */
export default function SchoolAddPage() {
  const form = useForm<SchoolFormInput, unknown, SchoolAddOutput>({
    resolver: zodResolver(addSchoolSchema),
    defaultValues: emptySchoolForm(),
  });
  const create = useCreateSchool();
  const navigate = useNavigate();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = { ...values, contactInfo: { ...values.contactInfo, email: values.email } };
    try {
      await create.mutateAsync(body);
      toast.show(`School ${values.name} created`, 'success');
      void navigate(paths.schools.list.getHref());
    } catch (err) {
      applyFieldErrors(form, err);
      setFailure(errorMessage(err, MESSAGES.createSchoolFailed));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Add New School">
        <StyledStack>
          <PageHeader title="Add New School" subtitle="Added schools are active at once; send an invitation to set up their sign-in" />
          {failure && <FormErrorBox heading={MESSAGES.createSchoolHeading} message={failure} />}
          <SchoolInfoFields />
          <ContactPersonFields />
          <ContactInfoFields emailName="email" />
          <SchoolSettingsFields />
          <StyledActions>
            <ButtonLink to={paths.schools.list.getHref()} variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" busy={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create School'}
            </Button>
          </StyledActions>
        </StyledStack>
      </form>
    </FormProvider>
  );
}

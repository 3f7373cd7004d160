import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, supervisorRegisterSchema } from 'shared-domain';
import { Button, ButtonLink, FormErrorBox, FormGrid, PageHeader, Section, useToast } from 'shared-ui';
import { useCreateSupervisor } from 'shared-staff';
import { StyledStack } from '../../components/details-list';
import { applyFieldErrors, errorMessage } from 'shared-auth';
import { paths } from '../../paths';
import { AccountSection, CredentialsSection, PersonalSection, SchoolSelect } from './supervisor-form-sections';
import { emptySupervisorForm, toRegisterBody, type SupervisorAddOutput, type SupervisorFormInput } from './supervisor-form-values';
import { StyledFormActions } from './styled-form-actions';

/** 'Add New Supervisor' (product spec §2): the new supervisor can sign in at once. */
export default function SupervisorAddPage() {
  const form = useForm<SupervisorFormInput, unknown, SupervisorAddOutput>({
    resolver: zodResolver(supervisorRegisterSchema),
    defaultValues: emptySupervisorForm(),
  });
  const create = useCreateSupervisor();
  const navigate = useNavigate();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(toRegisterBody(values));
      toast.show(`Supervisor ${values.name.first} ${values.name.last} created`, 'success');
      void navigate(paths.supervisors.list.getHref());
    } catch (err) {
      applyFieldErrors(form, err);
      setFailure(errorMessage(err, MESSAGES.createSupervisorFailed));
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate aria-label="Add New Supervisor">
        <StyledStack>
          <PageHeader title="Add New Supervisor" subtitle="The supervisor signs in with this e-mail and password" />
          {failure && <FormErrorBox heading={MESSAGES.createSupervisorHeading} message={failure} />}
          <AccountSection withPassword />
          <PersonalSection withStatus={false} />
          <CredentialsSection />
          <Section title="Assignment">
            <FormGrid>
              <SchoolSelect />
            </FormGrid>
          </Section>
          <StyledFormActions>
            <ButtonLink to={paths.supervisors.list.getHref()} variant="secondary">
              Cancel
            </ButtonLink>
            <Button type="submit" busy={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Supervisor'}
            </Button>
          </StyledFormActions>
        </StyledStack>
      </form>
    </FormProvider>
  );
}

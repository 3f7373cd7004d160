import type { StaffArea } from 'shared-domain';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, emptyTeacher, type TeacherBody } from 'shared-domain';
import { Button, FormErrorBox, FormErrorSummary, useToast } from 'shared-ui';
import { PageHeader } from 'shared-ui/staff';
import { useCreateTeacher } from '../api/create-teacher';
import { teacherPaths } from '../paths';
import { teacherResolver, type TeacherFormValues } from './form-values';
import { LeaveGuard } from './leave-guard';
import { StyledActions, StyledRecord } from './record-layout';
import { TeacherSections } from './sections';
import { fieldLabel } from './field-label';
import { applyFieldErrors } from 'shared-auth';

export interface TeacherAddPageProps {
  role: StaffArea;
}

/** /{role}/teachers/add: 'Add New Teacher', the record's sections, 'Cancel' and 'Create Teacher'. */
export default function TeacherAddScreen({ role }: TeacherAddPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const paths = teacherPaths(role);
  const create = useCreateTeacher();
  const [error, setError] = useState<string | null>(null);
  const leaving = useRef(false);
  const form = useForm<TeacherFormValues, unknown, TeacherBody>({ resolver: teacherResolver, defaultValues: emptyTeacher() });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    try {
      const teacher = await create.mutateAsync(body);
      leaving.current = true;
      toast.show(`${teacher.name.first} ${teacher.name.last} was added`, 'success');
      void navigate(paths.detail.getHref(teacher._id), { state: paths.detail.state(teacher) });
    } catch (err) {
      // A refusal naming fields shows in the error summary and at each field, once each; any other in the box.
      if (!applyFieldErrors(form, err)) setError(err instanceof Error && err.message ? err.message : MESSAGES.createTeacherFailed);
    }
  });

  // Back where the user came from; straight to the list on a direct visit.
  const cancel = () => {
    leaving.current = true;
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.list.getHref());
  };

  const actions = (
    <StyledActions>
      <Button variant="secondary" onClick={cancel}>
        Cancel
      </Button>
      <Button type="submit" busy={create.isPending}>
        Create Teacher
      </Button>
    </StyledActions>
  );

  return (
    <FormProvider {...form}>
      <LeaveGuard when={() => isDirty && !leaving.current} />
      <StyledRecord onSubmit={onSubmit} noValidate aria-label="New teacher">
        <PageHeader title="Add New Teacher" actions={actions} />
        <FormErrorSummary form={form} label={fieldLabel} />
        {error && <FormErrorBox heading={MESSAGES.createTeacherFailed} message={error} />}
        <TeacherSections canPublish={role === 'admin'} />
        {actions}
      </StyledRecord>
    </FormProvider>
  );
}

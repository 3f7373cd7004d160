import type { StaffArea } from 'shared-domain';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { FormProvider, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES, emptyTeacher, type TeacherBody } from 'shared-domain';
import { Button, FormErrorBox, FormErrorSummary, useToast } from 'shared-ui';
import { CheckAnswers, type CheckAnswersRow } from 'shared-ui/check-answers';
import { PageHeader } from 'shared-ui/staff';
import { useCreateTeacher } from '../api/create-teacher';
import { teacherPaths } from '../paths';
import { teacherResolver, type TeacherFormValues } from './form-values';
import { LeaveGuard } from './leave-guard';
import { StyledActions, StyledRecord } from './record-layout';
import { TeacherSections } from './sections';
import { fieldLabel } from './field-label';
import { focusAnswer, givenAnswers } from './record-answers';
import { applyFieldErrors } from 'shared-auth';

const StyledCheck = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  @media ${({ theme }) => theme.breakpoints.sm} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

/** The sections sit in the record's grid as before; hidden while the answers are checked. */
const StyledSections = styled.div`
  &:not([hidden]) {
    display: contents;
  }
`;

export interface TeacherAddPageProps {
  role: StaffArea;
}

/**
 * /{role}/teachers/add: 'Add New Teacher', the record's sections, 'Cancel' and 'Continue'; then the answers given to
 * check, each with 'Change', and 'Create Teacher'. The sections stay mounted (hidden) while the answers are checked, so
 * 'Change' returns to the very field.
 */
export default function TeacherAddScreen({ role }: TeacherAddPageProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const paths = teacherPaths(role);
  const create = useCreateTeacher();
  const [error, setError] = useState<string | null>(null);
  const leaving = useRef(false);
  const record = useRef<HTMLFormElement>(null);
  const [answers, setAnswers] = useState<CheckAnswersRow[] | null>(null);
  const form = useForm<TeacherFormValues, unknown, TeacherBody>({ resolver: teacherResolver, defaultValues: emptyTeacher() });
  const { isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    setError(null);
    if (!answers) {
      if (record.current) setAnswers(givenAnswers(record.current, form.getValues(), emptyTeacher()));
      return;
    }
    try {
      const teacher = await create.mutateAsync(body);
      leaving.current = true;
      toast.show(`${teacher.name.first} ${teacher.name.last} was added`, 'success');
      void navigate(paths.detail.getHref(teacher._id), { state: paths.detail.state(teacher) });
    } catch (err) {
      // A refusal naming fields shows in the error summary and at each field, once each; any other in the box.
      if (applyFieldErrors(form, err)) setAnswers(null);
      else setError(err instanceof Error && err.message ? err.message : MESSAGES.createTeacherFailed);
    }
  });

  // Back where the user came from; straight to the list on a direct visit.
  const cancel = () => {
    leaving.current = true;
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.list.getHref());
  };

  const change = (name: string) => {
    setAnswers(null);
    // The sections are shown again on the next render; then the field can take the focus.
    requestAnimationFrame(() => record.current && focusAnswer(record.current, name));
  };

  const actions = (
    <StyledActions>
      <Button variant="secondary" onClick={cancel}>
        Cancel
      </Button>
      <Button type="submit" busy={create.isPending}>
        {answers ? 'Create Teacher' : 'Continue'}
      </Button>
    </StyledActions>
  );

  return (
    <FormProvider {...form}>
      <LeaveGuard when={() => isDirty && !leaving.current} />
      <StyledRecord ref={record} onSubmit={onSubmit} noValidate aria-label="New teacher">
        <PageHeader title="Add New Teacher" actions={answers ? undefined : actions} />
        {!answers && <FormErrorSummary form={form} label={fieldLabel} />}
        {error && <FormErrorBox heading={MESSAGES.createTeacherFailed} message={error} />}
        {answers && (
          <StyledCheck>
            <CheckAnswers
              rows={answers}
              onChange={change}
              intro={<p>Only the answers you gave are listed; everything else starts empty and can be filled in later on the record.</p>}
            >
              {actions}
            </CheckAnswers>
          </StyledCheck>
        )}
        <StyledSections hidden={answers !== null}>
          <TeacherSections canPublish={role === 'admin'} />
        </StyledSections>
        {!answers && actions}
      </StyledRecord>
    </FormProvider>
  );
}

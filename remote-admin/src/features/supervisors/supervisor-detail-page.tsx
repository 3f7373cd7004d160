import { useLocation, useParams } from 'react-router-dom';
import { GLOSSARY, MESSAGES, formatDate } from 'shared-domain';
import { ButtonLink, LoadingText } from 'shared-ui';
import { BackLink, AccountLinkButton, PageHeader, Section } from 'shared-ui/staff';
import { QueryErrorPanel, SupervisorStatusBadge, useSupervisor, type SupervisorLocationState } from 'shared-staff';
import { DetailsCard, StyledCards, StyledStack } from '../../components/details-list';
import { AuditHistoryPanel } from '../../components/audit-history-panel';
import { sendAccountLink } from '../../lib/account-link';
import { isNotFound } from '../../lib/server-errors';
import { paths } from '../../paths';
import { AssignTeacherPanel } from './assign-teacher-panel';
import { SupervisorTeachersTable } from './supervisor-teachers-table';

/** Supervisor detail (product spec §2): contact, credentials, start date, assigned teachers; assign, edit, reset link. */
export default function SupervisorDetailPage() {
  const { id = '' } = useParams();
  const state = useLocation().state as SupervisorLocationState | null;
  const query = useSupervisor(id, state?.supervisor);

  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    return (
      <QueryErrorPanel
        query={query}
        message={MESSAGES.supervisorDetailsFailed}
        request={isNotFound(query.error) ? undefined : `GET /api/supervisors/${id}`}
        homeHref={paths.supervisors.list.getHref()}
      />
    );
  }
  const s = query.data;
  return (
    <StyledStack>
      <BackLink to={paths.supervisors.list.getHref()} label="Supervisors" />
      <PageHeader
        title={`${s.name.first} ${s.name.last}`}
        subtitle={<SupervisorStatusBadge status={s.status} />}
        actions={
          <>
            <AccountLinkButton label="Send password reset" send={() => sendAccountLink('supervisor', s._id)} />
            <ButtonLink to={paths.supervisors.edit.getHref(s._id)}>Edit Supervisor</ButtonLink>
          </>
        }
      />
      <StyledCards>
        <DetailsCard
          title="Contact"
          items={[
            ['Email', s.email],
            ['Phone', s.contactInfo.phone],
            ['School', s.school?.name ?? GLOSSARY.notAssigned],
            ['Start Date', formatDate(s.createdAt)],
          ]}
        />
        <DetailsCard
          title="Credentials"
          items={[
            ['Certification', s.credentials.certification],
            ['Years Experience', String(s.credentials.yearsExperience)],
            ['Specializations', s.credentials.specializations.join(', ') || 'None'],
          ]}
        />
      </StyledCards>
      <Section title="Assigned Teachers">
        <SupervisorTeachersTable rows={s.assignedTeachers} />
      </Section>
      <Section title="Assign a Teacher">
        <AssignTeacherPanel supervisor={s} />
      </Section>
      <AuditHistoryPanel entity="supervisor" id={s._id} />
    </StyledStack>
  );
}

import { useMemo } from 'react';
import styled from 'styled-components';
import { apiPaths, certificationAreas, checklistRules, formatDate, whatsLeft, type Teacher } from 'shared-domain';
import { ButtonLink, LoadingText } from 'shared-ui';
import { BackLink, DescriptionList, PageHeader, Section, type DescriptionItem } from 'shared-ui/staff';
import { TeacherStatusBadge } from '../list/status-badge';
import { teacherPaths } from '../paths';
import { useRecordRoute } from '../record/use-record-route';
import { StyledRecordNumber } from '../record/record-layout';
import { sectionAnchor } from '../record/sections/record-sections';
import { SavedComplianceCard } from '../record/sections/compliance-card';
import { ObservationGrowth } from '../supervision/observation-growth';
import { ObservationLog, SupervisorLine } from '../record/sections/supervisions-section';
import { SignaturesSection } from '../signatures/signatures-section';
import { checklistEvidence, WhatsLeftList } from '../record/whats-left-panel';
import { useTeacherDocuments, useTeacherFieldHours } from '../evidence/api';
import { useSystemSettings } from '../../lib/api/get-settings';
import { QueryErrorPanel } from '../../lib/query-error-panel';
import { teachersFetchFailed } from '../teachers-fetch-failed';

const StyledPage = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  max-width: 86rem;
`;

/** The observations' note beside 'Add observation': this page has no form to save. */
const LOG_NOTE = 'Each observation is saved when you add it.';

/** A day, or nothing (the list reads a blank as '—'). */
const day = (d: string | undefined) => (d ? formatDate(d) : '');

/** What a supervisor reads of the record, beside the observations: who, where, with whom, for which certificate. */
function summaryItems(t: Teacher): DescriptionItem[] {
  const { assignment: a, certificationInfo: c, placement: p, mentor: m } = t;
  const internship = c.startDate || c.endDate ? `${day(c.startDate) || '—'} to ${day(c.endDate) || '—'}` : '';
  return [
    ['TEA ID', t.teaId === null ? '' : String(t.teaId)],
    ['Assignment', a ? `${a.schoolName ?? 'No school'} (${a.status})` : 'Not assigned'],
    ['Campus', [p.campusName, p.districtName].filter(Boolean).join(', ')],
    ['Principal', p.principal.name],
    ['Mentor', [m.name, m.email].filter(Boolean).join(', ')],
    ['Certification area', certificationAreas(t.exams).join(', ')],
    ['Certificate type', c.certType && c.certType[0].toUpperCase() + c.certType.slice(1)],
    ['Internship', internship],
    ['First day with students', day(c.firstDayWithStudent)],
    ['Email', t.contact.email],
    ['Phone', t.contact.phoneNumber],
  ];
}

/** The intern's page for a field supervisor: their work, the observations, first; the rest read-only and short. */
function SupervisedTeacher({ role, teacher }: { role: 'supervisor'; teacher: Teacher }) {
  const settings = useSystemSettings();
  const documents = useTeacherDocuments(teacher._id);
  const hours = useTeacherFieldHours(teacher._id);
  // The checklist as the record's page computes it, with the same evidence; a supervisor's record carries no amounts,
  // so no 'Balance paid'.
  const items = useMemo(
    () => whatsLeft(teacher, new Date(), checklistRules(settings.data), checklistEvidence(documents.data, hours.data)),
    [teacher, settings.data, documents.data, hours.data],
  );
  const paths = teacherPaths(role);
  return (
    <>
      <BackLink to={paths.list.getHref()} label="Teachers" />
      <StyledPage>
        <PageHeader
          title={`${teacher.name.first} ${teacher.name.last}`}
          subtitle={
            <>
              <TeacherStatusBadge status={teacher.teacherStatus} />
              {teacher.ref !== undefined && <StyledRecordNumber>{`Record No. ${teacher.ref}`}</StyledRecordNumber>}
            </>
          }
          actions={
            <ButtonLink variant="secondary" to={paths.evidence.getHref(teacher._id)}>
              Printable evidence
            </ButtonLink>
          }
        />
        <Section id={sectionAnchor('supervisions')} title="Supervisions">
          <SupervisorLine record={teacher} />
          <SavedComplianceCard teacher={teacher} />
          <ObservationLog record={teacher} canRemove={false} note={LOG_NOTE} />
          <ObservationGrowth record={teacher} />
        </Section>
        <Section title="Intern">
          <DescriptionList items={summaryItems(teacher)} tiles />
        </Section>
        <WhatsLeftList items={items} />
        <SignaturesSection record={teacher} />
      </StyledPage>
    </>
  );
}

/** /supervisor/teachers/{id}: the observations and a short read-only summary; admins keep the record's form. */
export default function SupervisedTeacherScreen({ role }: { role: 'supervisor' }) {
  const { id, query, redirecting } = useRecordRoute(role);
  if (query.isPending || redirecting) return <LoadingText />;
  if (query.isError) {
    return <QueryErrorPanel query={query} message={teachersFetchFailed(role)} request={`GET /api/${apiPaths.teacher(id)}`} />;
  }
  return <SupervisedTeacher key={id} role={role} teacher={query.data} />;
}

import { useState } from 'react';
import styled from 'styled-components';
import { useAuth } from 'shared-auth';
import { MESSAGES, apiPaths, type TeacherListItem } from 'shared-domain';
import { EmptyState, ErrorPanel, LoadingText } from 'shared-ui';
import { PageHeader, Section } from 'shared-ui/staff';
import { RecordSupervisionDialog } from 'shared-staff';
import { useMySupervisor } from '../../api/get-my-supervisor';
import { TEACHERS_REQUEST, useMyTeachers } from './api/get-my-teachers';
import { DashboardStats } from './dashboard-stats';
import { MyTeachersTable } from './my-teachers-table';
import { NoSupervisionList, internsWithoutSupervision } from './no-supervision-list';
import { QuickLinks } from './quick-links';

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
`;

/** The field supervisor's dashboard: its teachers, their observation deadlines and quick links. */
export default function DashboardPage() {
  const { user } = useAuth();
  const me = user?.profile;
  const supervisor = useMySupervisor(me);
  const teachers = useMyTeachers(me);
  const [recording, setRecording] = useState<TeacherListItem | null>(null);

  if (!me) return <ErrorPanel message={MESSAGES.supervisorDataFailed} details="This account is not linked to a field supervisor record." />;
  if (teachers.isError) {
    return (
      <ErrorPanel
        message={MESSAGES.teachersFetchFailedSupervisor}
        details={`${TEACHERS_REQUEST}\n${teachers.error.message}`}
        onRetry={() => void teachers.refetch()}
      />
    );
  }
  if (supervisor.isError) {
    return (
      <ErrorPanel
        message={MESSAGES.supervisorDataFailed}
        details={`GET /api/${apiPaths.supervisor(me)}\n${supervisor.error.message}`}
        onRetry={() => void supervisor.refetch()}
      />
    );
  }
  if (teachers.isPending || supervisor.isPending) return <LoadingText />;

  const mine = teachers.data;
  const waiting = internsWithoutSupervision(mine);
  const { first, last } = supervisor.data.name;
  return (
    <StyledStack>
      <PageHeader title="Dashboard" subtitle={`Welcome, ${first} ${last}`} actions={<QuickLinks />} />
      {mine.length === 0 ? (
        <EmptyState>
          No teachers are assigned to you yet. When the program team assigns you an intern, their observation deadlines appear here.
        </EmptyState>
      ) : (
        <>
          <DashboardStats supervisor={supervisor.data} teachers={mine} withoutSupervision={waiting.length} />
          <Section title="My Teachers">
            <MyTeachersTable teachers={mine} onRecord={setRecording} />
          </Section>
          <Section title="Interns with no supervision yet">
            <NoSupervisionList teachers={waiting} />
          </Section>
        </>
      )}
      {recording && <RecordSupervisionDialog teacher={recording} open onClose={() => setRecording(null)} />}
    </StyledStack>
  );
}

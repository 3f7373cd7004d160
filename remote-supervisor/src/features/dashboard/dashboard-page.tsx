import { useState } from 'react';
import styled from 'styled-components';
import { useAuth } from 'shared-auth';
import { MESSAGES, apiPaths, type TeacherListItem } from 'shared-domain';
import { EmptyState, ErrorPanel, LoadingText } from 'shared-ui';
import { PageHeader, Section } from 'shared-ui/staff';
import { RecordSupervisionDialog, useSendQueuedObservations } from 'shared-staff';
import { useMySupervisor } from '../../api/get-my-supervisor';
import { TEACHERS_REQUEST, useMyTeachers } from './api/get-my-teachers';
import { DashboardStats } from './dashboard-stats';
import { MyTeachersTable } from './my-teachers-table';
import { NoSupervisionList, internsWithoutSupervision } from './no-supervision-list';
import { QuickLinks } from './quick-links';

// Phone first: the page reads header, My Teachers, figures, the rest; on a wider screen the figures show
// above the table. The quick links sit in the header on a wide screen and after the lists on a phone.
const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  & > [data-slot='stats'] {
    order: 1;
  }
  & > [data-slot='teachers'] {
    order: 2;
  }
  & > [data-slot='rest'] {
    order: 3;
  }
  & > [data-slot='links-end'] {
    display: none;
  }
  @media ${({ theme }) => theme.breakpoints.phone} {
    & > [data-slot='teachers'] {
      order: 1;
    }
    & > [data-slot='stats'] {
      order: 2;
    }
    & [data-slot='links-head'] {
      display: none;
    }
    & > [data-slot='links-end'] {
      display: block;
      order: 4;
    }
  }
`;

/** The field supervisor's dashboard: its teachers, their observation deadlines and quick links. */
export default function DashboardPage() {
  const { user } = useAuth();
  const me = user?.profile;
  const supervisor = useMySupervisor(me);
  const teachers = useMyTeachers(me);
  const [recording, setRecording] = useState<TeacherListItem | null>(null);
  // The supervisor's landing page: observations saved on this device while offline are sent from here on the next load.
  useSendQueuedObservations();

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
      <PageHeader
        title="Dashboard"
        subtitle={`Welcome, ${first} ${last}`}
        actions={
          <div data-slot="links-head">
            <QuickLinks />
          </div>
        }
      />
      {mine.length === 0 ? (
        <EmptyState>
          No teachers are assigned to you yet. When the program team assigns you an intern, their observation deadlines appear here.
        </EmptyState>
      ) : (
        <>
          <div data-slot="teachers">
            <Section title="My Teachers">
              <MyTeachersTable teachers={mine} onRecord={setRecording} />
            </Section>
          </div>
          <div data-slot="stats">
            <DashboardStats supervisor={supervisor.data} teachers={mine} withoutSupervision={waiting.length} />
          </div>
          <div data-slot="rest">
            <Section title="Interns with no supervision yet">
              <NoSupervisionList teachers={waiting} />
            </Section>
          </div>
        </>
      )}
      <div data-slot="links-end">
        <QuickLinks />
      </div>
      {recording && <RecordSupervisionDialog teacher={recording} open onClose={() => setRecording(null)} />}
    </StyledStack>
  );
}

import { useEffect, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { useAuth } from 'shared-auth';
import { MESSAGES, apiPaths, type TeacherListItem } from 'shared-domain';
import { Button, EmptyState, ErrorPanel, LoadingText, calloutStyles } from 'shared-ui';
import { PageHeader, Section } from 'shared-ui/staff';
import { DRAFT_TEXTS, OFFLINE_RETRY_MS, RecordSupervisionDialog, isNetworkError, useSendQueuedObservations } from 'shared-staff';
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

/** What waits on this device, and what the page says without a connection. */
const StyledOnDevice = styled.p`
  ${calloutStyles('info')}
  margin: 0 0 ${({ theme }) => theme.space.md};
  & > p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/** Whether the browser has a connection, followed through its online and offline events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
  );
}

/** What the dashboard says while there is no connection (its lists load when it returns). */
export const OFFLINE_TEXT = 'No connection: your teachers and their deadlines appear when you are back online.';

/**
 * The field supervisor's dashboard: its teachers, their observation deadlines and quick links. It is the landing page:
 * observations saved on this device while offline are sent from here on the next load, and it says which still wait
 * (a page reloaded without a connection starts here).
 */
export default function DashboardPage() {
  const onDevice = useSendQueuedObservations();
  return (
    <>
      {onDevice.length > 0 && <StyledOnDevice role="status">{DRAFT_TEXTS.waiting(onDevice)}</StyledOnDevice>}
      <DashboardContent />
    </>
  );
}

function DashboardContent() {
  const { user } = useAuth();
  const me = user?.profile;
  const supervisor = useMySupervisor(me);
  const teachers = useMyTeachers(me);
  const [recording, setRecording] = useState<TeacherListItem | null>(null);
  const online = useOnline();

  // The lists failed for want of a connection (the browser's online flag is not always told): they are asked for again
  // when it returns, every OFFLINE_RETRY_MS, and on Try again.
  const noConnection = !online || [teachers, supervisor].some((q) => q.isError && isNetworkError(q.error));
  useEffect(() => {
    const again = () => {
      if (teachers.isError) void teachers.refetch();
      if (supervisor.isError) void supervisor.refetch();
    };
    window.addEventListener('online', again);
    const timer = noConnection ? setInterval(again, OFFLINE_RETRY_MS) : undefined;
    return () => {
      window.removeEventListener('online', again);
      clearInterval(timer);
    };
  }, [teachers, supervisor, noConnection]);
  if (noConnection && (teachers.isError || supervisor.isError || teachers.isPending || supervisor.isPending))
    return (
      <StyledOnDevice as="div" role="status">
        <p>{OFFLINE_TEXT}</p>
        <Button
          variant="secondary"
          onClick={() => {
            void teachers.refetch();
            void supervisor.refetch();
          }}
        >
          Try again
        </Button>
      </StyledOnDevice>
    );
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

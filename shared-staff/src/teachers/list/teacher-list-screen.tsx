import type { StaffArea } from 'shared-domain';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from 'shared-auth';
import { MESSAGES, type Teacher } from 'shared-domain';
import { Button, ButtonLink, ErrorPanel, LoadingText, PageHeader } from 'shared-ui';
import { TEACHERS_REQUEST, useTeachers } from '../api/get-teachers';
import { teacherPaths } from '../paths';
import { RecordSupervisionDialog } from '../supervision/record-supervision-dialog';
import { QuickViewDialog } from './quick-view/quick-view-dialog';
import { exportTeachersCsv } from './teachers-csv';
import { TeacherFilters } from './teacher-filters';
import { TeacherTable } from './teacher-table';
import { useTeacherList } from './use-teacher-list';

const StyledCount = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface TeacherListPageProps {
  role: StaffArea;
}

/** Staff teacher list (product spec §2 'Teacher list'). */
export default function TeacherListScreen({ role }: TeacherListPageProps) {
  const { user } = useAuth();
  const myId = role === 'supervisor' ? (user?.profile ?? null) : null;
  const query = useTeachers();
  const list = useTeacherList(query.data, myId, role === 'supervisor');
  const [quickViewId, setQuickViewId] = useState<string | null>(null);
  const [supervising, setSupervising] = useState<Teacher | null>(null);
  const onQuickView = useCallback((t: Teacher) => setQuickViewId(t._id), []);
  const paths = teacherPaths(role);

  if (query.isPending) return <LoadingText />;
  if (query.isError) {
    return (
      <ErrorPanel
        message={role === 'supervisor' ? MESSAGES.teachersFetchFailedSupervisor : MESSAGES.teachersFetchFailed}
        details={`${TEACHERS_REQUEST}\n${query.error.message}`}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const quickView = quickViewId ? query.data.find((t) => t._id === quickViewId) : undefined;

  return (
    <>
      <PageHeader
        title="Teachers"
        subtitle="Certification records of interns, hired and ready-for-hire teachers"
        actions={
          <>
            <Button variant="secondary" onClick={() => exportTeachersCsv(list.rows)} disabled={list.rows.length === 0}>
              Export CSV
            </Button>
            <ButtonLink to={paths.add.getHref()} state={paths.add.state}>
              Add Teacher
            </ButtonLink>
          </>
        }
      />
      <TeacherFilters role={role} filter={list.filter} onChange={list.update} />
      <StyledCount aria-live="polite">
        {`Showing ${list.rows.length.toLocaleString('en-US')} of ${list.total.toLocaleString('en-US')} teachers`}
      </StyledCount>
      <TeacherTable role={role} rows={list.rows} onQuickView={onQuickView} onRecordSupervision={setSupervising} />
      {quickView && <QuickViewDialog role={role} teacher={quickView} onClose={() => setQuickViewId(null)} />}
      {supervising && <RecordSupervisionDialog teacher={supervising} open onClose={() => setSupervising(null)} />}
    </>
  );
}

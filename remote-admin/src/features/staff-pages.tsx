import styled from 'styled-components';
import { SYSTEM_SETTINGS_LABELS, type SystemSettings } from 'shared-domain';
import {
  SchoolListPage,
  SupervisorListPage,
  SystemSettingsPage,
  TeacherAddPage,
  TeacherAssignmentEditor,
  TeacherEditPage,
  TeacherEvidencePage,
  TeacherImportPage,
} from 'shared-staff';
import { AuditHistoryPanel } from '../components/audit-history-panel';

// The shared staff screens, mounted for the admin role (loaded as one chunk when one of them is visited).
export const AdminTeacherAdd = () => <TeacherAddPage role="admin" />;
export const AdminTeacherImport = () => <TeacherImportPage role="admin" />;
// Admins also place the teacher (school, field supervisor) from the record.
export const AdminTeacherEdit = () => (
  <TeacherEditPage role="admin" renderAssignment={(t, c) => <TeacherAssignmentEditor teacher={t} {...c} />} />
);
// The teacher's evidence, ready to print.
export const AdminTeacherEvidence = () => <TeacherEvidencePage role="admin" />;
export const AdminSupervisorList = () => <SupervisorListPage role="admin" />;
export const AdminSchoolList = () => <SchoolListPage role="admin" />;

const StyledStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** 'internshipProgram.maxInternPerSupervisor' -> 'Internship Program: Max interns per supervisor'. */
const settingLabel = (field: string) => {
  const [group, key] = field.split('.');
  const labels = SYSTEM_SETTINGS_LABELS[group as keyof SystemSettings];
  return labels?.fields[key] ? `${labels.title}: ${labels.fields[key]}` : field;
};

// Admins also see who changed which system setting, and when.
export const AdminSettings = () => (
  <StyledStack>
    <SystemSettingsPage role="admin" />
    <AuditHistoryPanel entity="settings" title="Recent Changes" fieldLabel={settingLabel} />
  </StyledStack>
);

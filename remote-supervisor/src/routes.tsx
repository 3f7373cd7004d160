import { Navigate, Route, Routes } from 'react-router-dom';
import { StaffLayout, icons } from 'shared-ui';

const menu = [
  { to: '/supervisor/dashboard', label: 'Dashboard', icon: icons.dashboard },
  { to: '/supervisor/teachers', label: 'Teachers', icon: icons.teachers },
];

/** The supervisor area's routes (mounted by the shell at /supervisor/*). */
export default function SupervisorRoutes() {
  return (
    <StaffLayout role="supervisor" menu={menu}>
      <Routes>
        <Route path="dashboard" element={<h1>Dashboard</h1>} />
        <Route path="*" element={<Navigate to="dashboard" replace />} />
      </Routes>
    </StaffLayout>
  );
}

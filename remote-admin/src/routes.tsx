import { Navigate, Route, Routes } from 'react-router-dom';
import { StaffLayout, icons } from 'shared-ui';

const menu = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: icons.dashboard },
  { to: '/admin/teachers', label: 'Teachers', icon: icons.teachers },
];

/** The admin area's routes (mounted by the shell at /admin/*). */
export default function AdminRoutes() {
  return (
    <StaffLayout role="admin" menu={menu}>
      <Routes>
        <Route path="dashboard" element={<h1>Dashboard</h1>} />
        <Route path="*" element={<Navigate to="dashboard" replace />} />
      </Routes>
    </StaffLayout>
  );
}

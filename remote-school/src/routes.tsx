import { Navigate, Route, Routes } from 'react-router-dom';
import { SchoolLayout, icons } from 'shared-ui';

const menu = [
  { to: '/school/dashboard', label: 'Dashboard', icon: icons.dashboard },
  { to: '/school/teachers', label: 'Find Teachers', icon: icons.teachers },
  { to: '/school/settings', label: 'Settings', icon: icons.settings },
];

/** The school area's routes (mounted by the shell at /school/*). */
export default function SchoolRoutes() {
  return (
    <SchoolLayout menu={menu}>
      <Routes>
        <Route path="dashboard" element={<h1>Dashboard</h1>} />
        <Route path="*" element={<Navigate to="dashboard" replace />} />
      </Routes>
    </SchoolLayout>
  );
}

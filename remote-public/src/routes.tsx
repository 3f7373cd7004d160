import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './features/login/login-page';
import { HomePage } from './features/home/home-page';

/** The public area's routes (mounted by the shell at /*). */
export default function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="login" element={<LoginPage />} />
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

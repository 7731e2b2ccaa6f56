import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { useAuth } from '../../lib/auth/authContext';
import { usePageTitle } from '../../lib/usePageTitle';

/** The console, in a chunk of its own: only moderators and administrators ever download it. */
const AdminApp = lazy(() => import('../../admin/AdminApp'));

const STAFF = new Set(['moderator', 'admin']);

/** What a member who opens /admin sees: not the console. */
export function NotAllowed() {
  usePageTitle('Not allowed');
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      <BlockIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Not allowed
      </Typography>
      <Typography color="text.secondary">
        The moderation console is for Plaza’s moderators and administrators.
      </Typography>
      <Button component={Link} to="/" variant="contained">
        Go to the home page
      </Button>
    </Stack>
  );
}

/** `/admin/*`: a visitor signs in first, a member is not allowed, staff get the console. */
export default function AdminGate() {
  const { isLoggedIn, user } = useAuth();
  const location = useLocation();
  if (!isLoggedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!STAFF.has(user?.role ?? '')) {
    return (
      <Routes>
        <Route element={<AppLayout />}>
          <Route path="*" element={<NotAllowed />} />
        </Route>
      </Routes>
    );
  }
  return (
    <Suspense fallback={null}>
      <AdminApp />
    </Suspense>
  );
}

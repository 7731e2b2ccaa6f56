import Button from '@mui/material/Button';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../lib/auth/authContext';

/** Why the sign-in page was shown instead of a page: where to go back, and what that page is. */
export interface FromState {
  from?: string;
  /** The members' page asked for, e.g. { title: 'Notifications', text: 'Sign in to see …' }. */
  reason?: { title: string; text: string };
}

/**
 * The one way a visitor meets a page for members: the sign-in page, which explains what the
 * page is when it can, and brings them back to it (query string included) once signed in.
 */
export function SignInFirst({ reason }: { reason?: FromState['reason'] }) {
  const location = useLocation();
  const state: FromState = { from: `${location.pathname}${location.search}`, reason };
  return <Navigate to="/login" replace state={state} />;
}

/** Routes for members only: a visitor signs in first, and comes back here afterwards. */
export function RequireAuth() {
  const { isLoggedIn } = useAuth();
  return isLoggedIn ? <Outlet /> : <SignInFirst />;
}

/** Sign-in and sign-up: a member goes on to where they were headed, or home. */
export function GuestOnly() {
  const { isLoggedIn } = useAuth();
  const location = useLocation();
  if (isLoggedIn) {
    const from = (location.state as FromState | null)?.from;
    const safe = from?.startsWith('/') && !from.startsWith('//') ? from : '/';
    return <Navigate to={safe} replace />;
  }
  return <Outlet />;
}

/** A visitor's way to act on a public page: to sign in, and back to this page afterwards. */
export function SignInToAct({ label }: { label: string }) {
  const location = useLocation();
  const state: FromState = { from: `${location.pathname}${location.search}` };
  return (
    <Button component={Link} to="/login" state={state} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
      {label}
    </Button>
  );
}

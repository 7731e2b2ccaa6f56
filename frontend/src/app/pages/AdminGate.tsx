import BlockIcon from '@mui/icons-material/Block';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminService, ApiError } from '@plaza/sdk';
import { TWO_FACTOR_MSG } from '@plaza/sdk/validation-messages';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router';
import { AppLayout } from '../layout/AppLayout';
import { SECURITY_PATH } from '../../features/security';
import { apiMessage, callApi } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { FirstPageShown } from '../../lib/firstPage';
import { STAFF_ROLES } from '../../lib/session';
import { RevealWhole } from '../../ui/RevealWhole';
import { usePageTitle } from '../../lib/usePageTitle';

/** The console, in a chunk of its own: only moderators and administrators ever download it. */
const AdminApp = lazy(() => import('../../admin/AdminApp'));

/** What a member who opens /admin sees: not the console. */
export function NotAllowed() {
  const { t } = useTranslation();
  usePageTitle(t('common:page.notAllowed.title'));
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      <BlockIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('common:page.notAllowed.title')}
      </Typography>
      <Typography color="text.secondary">{t('common:page.notAllowed.text')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('common:page.goHome')}
      </Button>
    </Stack>
  );
}

/** What staff without a second factor see when the site requires one (REQUIRE_2FA_FOR_STAFF). */
export function TwoFactorRequired() {
  const { t } = useTranslation();
  usePageTitle(t('common:page.twoFactorRequired.title'));
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      <PhonelinkLockIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('common:page.twoFactorRequired.title')}
      </Typography>
      <Typography color="text.secondary">{apiMessage(TWO_FACTOR_MSG.staffRequired)}</Typography>
      <Button component={Link} to={SECURITY_PATH} variant="contained">
        {t('common:page.twoFactorRequired.goSecurity')}
      </Button>
    </Stack>
  );
}

/** In the member app's frame: a page instead of the console. */
function InMemberApp({ children }: { children: ReactNode }) {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={children} />
      </Route>
    </Routes>
  );
}

/**
 * Whether the API lets this staff member moderate: without TOTP on, one moderation call says
 * whether the site requires a second factor of them (and whether this session has one).
 */
function useNeedsSecondFactor(ask: boolean): boolean | undefined {
  const probe = useQuery({
    queryKey: ['admin', 'second-factor'],
    enabled: ask,
    retry: false,
    queryFn: async () => {
      try {
        await callApi(() => AdminService.getStats({ days: 1 }));
        return false;
      } catch (error) {
        const body: unknown = error instanceof ApiError ? error.body : undefined;
        return error instanceof ApiError && error.status === 403 && (body as { message?: unknown } | undefined)?.message === TWO_FACTOR_MSG.staffRequired;
      }
    },
  });
  return ask ? probe.data : false;
}

/** `/admin/*`: a visitor signs in first, a member is not allowed, staff get the console. */
export default function AdminGate() {
  const { isLoggedIn, user } = useAuth();
  const location = useLocation();
  const staff = isLoggedIn && STAFF_ROLES.has(user?.role ?? '');
  const needsSecondFactor = useNeedsSecondFactor(staff && !user?.two_factor_enabled);
  if (!isLoggedIn) {
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (!staff) {
    return (
      <InMemberApp>
        <NotAllowed />
      </InMemberApp>
    );
  }
  if (needsSecondFactor === undefined) {
    return null;
  }
  if (needsSecondFactor) {
    return (
      <InMemberApp>
        <TwoFactorRequired />
      </InMemberApp>
    );
  }
  return (
    <RevealWhole placeholder={null}>
      <AdminApp />
      <FirstPageShown />
    </RevealWhole>
  );
}

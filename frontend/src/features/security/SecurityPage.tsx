import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthService } from '@plaza/sdk';
import { useEffect } from 'react';
import { callApi } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { usePageTitle } from '../../lib/usePageTitle';
import { PasskeysSection } from './PasskeysSection';
import { TwoFactorSection } from './TwoFactorSection';

/** `/settings/security`: how the member signs in, and what protects the account. */
export default function SecurityPage() {
  usePageTitle('Security');
  const { userChanged } = useAuth();
  // The stored user may predate a change made elsewhere (another browser turned 2FA on): read it afresh.
  useEffect(() => {
    callApi(() => AuthService.me()).then(({ user }) => userChanged(user), () => undefined);
  }, [userChanged]);
  return (
    <Stack sx={{ gap: 3, maxWidth: 820, mx: 'auto' }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          Security
        </Typography>
        <Typography color="text.secondary">How you sign in to Plaza, and what keeps your account yours.</Typography>
      </div>
      <TwoFactorSection />
      <PasskeysSection />
    </Stack>
  );
}

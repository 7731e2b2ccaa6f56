import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthService } from '@plaza/sdk';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { usePageTitle } from '../../lib/usePageTitle';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasskeysSection } from './PasskeysSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { YourDataSection } from './YourDataSection';
import './words';

/**
 * `/settings/security`: how the member's account is protected, one card per section (SecurityCard).
 * Sign-in protection (two-factor, passkeys) goes above the sessions, the member's data below.
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  usePageTitle(t('security:page.title'));
  const { userChanged } = useAuth();
  // The stored user may predate a change made elsewhere (another browser turned 2FA on): read it afresh.
  useEffect(() => {
    callApi(() => AuthService.me()).then(({ user }) => userChanged(user), () => undefined);
  }, [userChanged]);
  return (
    <Stack sx={{ gap: 3, maxWidth: 880, mx: 'auto' }}>
      <div>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('security:page.title')}
        </Typography>
        <Typography color="text.secondary">{t('security:page.intro')}</Typography>
      </div>
      <TwoFactorSection />
      <PasskeysSection />
      <SessionsSection />
      <YourDataSection />
      <DeleteAccountSection />
    </Stack>
  );
}

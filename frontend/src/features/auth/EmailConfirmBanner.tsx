import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { AuthService } from '@plaza/sdk';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { translateApiMessage } from '../../i18n/apiMessages';
import { callApi, errorMessage, saveUser } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import './words';

type Sent = { ok: true; message: string } | { ok: false; message: string } | null;

/**
 * Under the top bar on every page while the member's email is unconfirmed: where the link went and
 * a way to get another. It goes away when the stored user says confirmed (the verify page, in this
 * tab or another, stores the fresh user; so does the check on mount).
 */
export default function EmailConfirmBanner() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent>(null);

  // Confirmed elsewhere (another browser, a phone): the stored user learns it here.
  useEffect(() => {
    let stale = false;
    callApi(() => AuthService.me())
      .then(({ user: fresh }) => !stale && fresh.email_verified && saveUser(fresh))
      .catch(() => undefined);
    return () => {
      stale = true;
    };
  }, []);

  if (!user || user.email_verified !== false) {
    return null;
  }
  const resend = async () => {
    setSending(true);
    try {
      const { message } = await callApi(() => AuthService.resendEmailConfirmation());
      setSent({ ok: true, message });
    } catch (error) {
      setSent({ ok: false, message: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Alert
      severity={sent && !sent.ok ? 'error' : 'warning'}
      role="region"
      aria-label={t('auth:banner.title')}
      sx={{
        borderRadius: 0,
        borderBottom: 1,
        borderColor: 'divider',
        px: { xs: 2, sm: 3 },
        // A long address wraps on a phone rather than running under the button.
        '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
        '& .MuiAlert-action': { alignItems: 'center', pt: 0 },
      }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={() => void resend()} disabled={sending}>
          {t('auth:banner.resend')}
        </Button>
      }
    >
      <AlertTitle sx={{ mb: 0 }}>{t('auth:banner.title')}</AlertTitle>
      {sent ? (
        translateApiMessage(sent.message)
      ) : (
        <Trans i18nKey="auth:banner.text" values={{ email: user.email }} components={{ b: <strong /> }} />
      )}
    </Alert>
  );
}

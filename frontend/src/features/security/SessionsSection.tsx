import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import DevicesOtherOutlinedIcon from '@mui/icons-material/DevicesOtherOutlined';
import SmartphoneOutlinedIcon from '@mui/icons-material/SmartphoneOutlined';
import TabletOutlinedIcon from '@mui/icons-material/TabletOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { DeviceKind, SessionDto } from '@plaza/sdk';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiMessage } from '../../i18n/apiMessages';
import { errorMessage } from '../../lib/api';
import { useToast } from '../../lib/toastContext';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { RelativeTime } from '../../ui/RelativeTime';
import { sessionName, useRevokeSessions, useSessions } from './api';
import { SecurityCard } from './SecurityCard';
import './words';

const DEVICE_ICONS: Record<DeviceKind, typeof SvgIcon> = {
  desktop: ComputerOutlinedIcon,
  mobile: SmartphoneOutlinedIcon,
  tablet: TabletOutlinedIcon,
  other: DevicesOtherOutlinedIcon,
};

function SessionRow({ session, busy, onSignOut }: { session: SessionDto; busy: boolean; onSignOut: () => void }) {
  const { t } = useTranslation();
  const Icon = DEVICE_ICONS[session.device];
  const name = sessionName(session);
  return (
    <Stack
      component="li"
      aria-label={name}
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: { xs: 1, sm: 2 }, alignItems: { sm: 'center' }, py: 1.5 }}
    >
      <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flex: 1, minWidth: 0 }}>
        <Avatar aria-hidden sx={{ bgcolor: session.current ? 'primary.light' : 'grey.100', color: session.current ? 'primary.main' : 'text.secondary' }}>
          <Icon />
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
            {session.current && <Chip size="small" color="primary" label={t('security:sessions.thisDevice')} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {session.ip ?? t('security:sessions.unknownAddress')}
            {' · '}
            {session.current ? (
              t('security:sessions.activeNow')
            ) : (
              <>
                {t('security:sessions.lastActive')} <RelativeTime date={session.last_used_at} variant="inherit" color="inherit" />
              </>
            )}
          </Typography>
        </div>
      </Stack>
      {!session.current && (
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          loading={busy}
          onClick={onSignOut}
          aria-label={t('security:sessions.signOutNamed', { name })}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, ml: { xs: 7, sm: 0 }, flexShrink: 0 }}
        >
          {t('security:sessions.signOut')}
        </Button>
      )}
    </Stack>
  );
}

/** "Where you're signed in": the member's sessions, each but this one signed out with one click. */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSessions();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  const signOut = (session?: SessionDto) =>
    revoke.mutate(session?.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(session ? t('security:sessions.signedOut', { name: sessionName(session) }) : t('security:sessions.signedOutAll'));
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(translateApiMessage(errorMessage(error)));
      },
    });

  return (
    <SecurityCard
      title={t('security:sessions.title')}
      description={t('security:sessions.description')}
      action={
        <Button
          variant="outlined"
          color="error"
          disabled={others.length === 0 || revoke.isPending}
          onClick={() => setConfirming(true)}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {t('security:sessions.signOutAll')}
        </Button>
      }
    >
      {sessions.isPending && (
        <Stack sx={{ gap: 1 }} aria-label={t('security:sessions.loading')}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      )}
      {sessions.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sessions.refetch()}>
              {t('security:sessions.tryAgain')}
            </Button>
          }
        >
          {translateApiMessage(errorMessage(sessions.error))}
        </Alert>
      )}
      {sessions.data && (
        <Stack component="ul" aria-label={t('security:sessions.list')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {sessions.data.map((session, i) => (
            <Fragment key={session.id}>
              {i > 0 && <Divider component="li" aria-hidden />}
              <SessionRow session={session} busy={revoke.isPending && revoke.variables === session.id} onSignOut={() => signOut(session)} />
            </Fragment>
          ))}
        </Stack>
      )}
      {sessions.data && others.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('security:sessions.none')}
        </Typography>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('security:sessions.confirmTitle')}
        text={t('security:sessions.confirmText')}
        confirmLabel={t('security:sessions.confirmLabel')}
        busy={revoke.isPending}
        onConfirm={() => signOut()}
        onClose={() => setConfirming(false)}
      />
    </SecurityCard>
  );
}

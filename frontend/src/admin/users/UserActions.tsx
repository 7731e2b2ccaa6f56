import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminUserDto, UserRole } from '@plaza/sdk';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { useCanAccess, useGetIdentity, usePermissions } from 'react-admin';
import { ReasonDialog } from '../ui/ReasonDialog';
import { useModerate } from '../ui/useModerate';
import '../words';

type Asking = 'warn' | 'suspend' | 'ban' | 'delete' | null;


/**
 * A member's row actions: warn, suspend, ban or unban, delete the account; administrators also
 * set the role. Only what the server will do is offered: nothing on one's own row, nothing on
 * staff for a moderator.
 */
export function UserActions() {
  const { t } = useTranslation();
  // What the dialog and the notification say of each action: admin:users.asks.<action>.
  const ask = (action: Exclude<Asking, null>, what: 'title' | 'confirm' | 'done') => t(`admin:users.asks.${action}.${what}`);
  const { run, isPending, record } = useModerate(t('admin:users.done'));
  const [asking, setAsking] = useState<Asking>(null);
  const { canAccess: canSetRole } = useCanAccess({ resource: 'users', action: 'role' });
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<UserRole>();
  const user = record as AdminUserDto | undefined;
  if (!user) {
    return null;
  }
  if (identity?.id === user.id) {
    return <Typography variant="body2" color="text.secondary">{t('admin:users.you')}</Typography>;
  }
  if (user.role !== 'member' && permissions !== 'admin') {
    return <Typography variant="body2" color="text.secondary">{t('admin:users.staffOnly')}</Typography>;
  }
  if (user.status === 'deleted') {
    return <Typography variant="body2" color="text.secondary">{t('admin:users.accountDeleted')}</Typography>;
  }
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }} onClick={stop}>
      {user.status === 'active' || user.status === 'deleting' ? (
        <>
          <Button size="small" disabled={isPending} onClick={() => setAsking('warn')}>
            {t('admin:users.warn')}
          </Button>
          <Button size="small" disabled={isPending} onClick={() => setAsking('suspend')}>
            {t('admin:users.suspend')}
          </Button>
          <Button size="small" color="error" disabled={isPending} onClick={() => setAsking('ban')}>
            {t('admin:users.ban')}
          </Button>
          <Button size="small" color="error" disabled={isPending} onClick={() => setAsking('delete')}>
            {t('admin:users.delete')}
          </Button>
        </>
      ) : (
        <Button
          size="small"
          disabled={isPending}
          onClick={() =>
            run({ action: 'unban', status: 'active' }, user.status === 'banned' ? t('admin:users.banLifted') : t('admin:users.suspensionLifted'))
          }
        >
          {user.status === 'banned' ? t('admin:users.unban') : t('admin:users.liftSuspension')}
        </Button>
      )}
      {canSetRole && (
        <TextField
          select
          size="small"
          label={t('admin:users.role')}
          value={user.role}
          sx={{ minWidth: 130 }}
          onChange={(e) => run({ action: 'role', role: e.target.value as UserRole }, t('admin:users.roleChanged'))}
        >
          <MenuItem value="member">{t('admin:users.roles.member')}</MenuItem>
          <MenuItem value="moderator">{t('admin:users.roles.moderator')}</MenuItem>
          <MenuItem value="admin">{t('admin:users.roles.admin')}</MenuItem>
        </TextField>
      )}
      <ReasonDialog
        open={asking !== null}
        title={asking ? ask(asking, 'title') : ''}
        confirmLabel={asking ? ask(asking, 'confirm') : ''}
        reasonRequired={asking === 'warn' || asking === 'delete'}
        askDuration={asking === 'suspend'}
        onClose={() => setAsking(null)}
        onConfirm={({ reason, until }) => {
          if (asking) {
            const status = asking === 'ban' ? 'banned' : asking === 'suspend' ? 'suspended' : user.status;
            run({ action: asking, reason, until, status }, ask(asking, 'done'));
          }
          setAsking(null);
        }}
      />
    </Stack>
  );
}

import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AdminUserDto, UserRole } from '@plaza/sdk';
import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useCanAccess, useGetIdentity, usePermissions } from 'react-admin';
import { ReasonDialog } from '../ui/ReasonDialog';
import { useModerate } from '../ui/useModerate';

type Asking = 'warn' | 'suspend' | 'ban' | 'delete' | null;

const ASKS: Record<Exclude<Asking, null>, { title: string; confirm: string; done: string }> = {
  warn: { title: 'Warn this member', confirm: 'Warn', done: 'Member warned' },
  suspend: { title: 'Suspend this member', confirm: 'Suspend', done: 'Member suspended' },
  ban: { title: 'Ban this member', confirm: 'Ban', done: 'Member banned' },
  delete: { title: 'Delete this account now (no grace period, it cannot be undone)', confirm: 'Delete account', done: 'Account deleted' },
};

/**
 * A member's row actions: warn, suspend, ban or unban, delete the account; administrators also
 * set the role. Only what the server will do is offered: nothing on one's own row, nothing on
 * staff for a moderator.
 */
export function UserActions() {
  const { run, isPending, record } = useModerate('Done');
  const [asking, setAsking] = useState<Asking>(null);
  const { canAccess: canSetRole } = useCanAccess({ resource: 'users', action: 'role' });
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<UserRole>();
  const user = record as AdminUserDto | undefined;
  if (!user) {
    return null;
  }
  if (identity?.id === user.id) {
    return <Typography variant="body2" color="text.secondary">You</Typography>;
  }
  if (user.role !== 'member' && permissions !== 'admin') {
    return <Typography variant="body2" color="text.secondary">Staff: administrators only</Typography>;
  }
  if (user.status === 'deleted') {
    return <Typography variant="body2" color="text.secondary">Account deleted</Typography>;
  }
  const stop = (e: React.MouseEvent) => e.stopPropagation();
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }} onClick={stop}>
      {user.status === 'active' || user.status === 'deleting' ? (
        <>
          <Button size="small" disabled={isPending} onClick={() => setAsking('warn')}>
            Warn
          </Button>
          <Button size="small" disabled={isPending} onClick={() => setAsking('suspend')}>
            Suspend
          </Button>
          <Button size="small" color="error" disabled={isPending} onClick={() => setAsking('ban')}>
            Ban
          </Button>
          <Button size="small" color="error" disabled={isPending} onClick={() => setAsking('delete')}>
            Delete
          </Button>
        </>
      ) : (
        <Button
          size="small"
          disabled={isPending}
          onClick={() =>
            run({ action: 'unban', status: 'active' }, user.status === 'banned' ? 'Ban lifted' : 'Suspension lifted')
          }
        >
          {user.status === 'banned' ? 'Unban' : 'Lift suspension'}
        </Button>
      )}
      {canSetRole && (
        <TextField
          select
          size="small"
          label="Role"
          value={user.role}
          sx={{ minWidth: 130 }}
          onChange={(e) => run({ action: 'role', role: e.target.value as UserRole }, 'Role changed')}
        >
          <MenuItem value="member">Member</MenuItem>
          <MenuItem value="moderator">Moderator</MenuItem>
          <MenuItem value="admin">Administrator</MenuItem>
        </TextField>
      )}
      <ReasonDialog
        open={asking !== null}
        title={asking ? ASKS[asking].title : ''}
        confirmLabel={asking ? ASKS[asking].confirm : ''}
        reasonRequired={asking === 'warn' || asking === 'delete'}
        askDuration={asking === 'suspend'}
        onClose={() => setAsking(null)}
        onConfirm={({ reason, until }) => {
          if (asking) {
            const status = asking === 'ban' ? 'banned' : asking === 'suspend' ? 'suspended' : user.status;
            run({ action: asking, reason, until, status }, ASKS[asking].done);
          }
          setAsking(null);
        }}
      />
    </Stack>
  );
}

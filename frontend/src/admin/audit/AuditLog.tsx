import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditAction, AuditEntryDto } from '@plaza/sdk';
import { List, SelectInput, useListContext } from 'react-admin';
import { useSubjectLabel } from '../sections';

/** How each action reads in the timeline, and its colour. */
const ACTIONS: Record<AuditAction, { verb: string; color: 'default' | 'warning' | 'error' | 'success' | 'info' }> = {
  auto_hide: { verb: 'hid (reports reached the threshold)', color: 'warning' },
  dismiss: { verb: 'dismissed the reports on', color: 'default' },
  hide: { verb: 'hid', color: 'warning' },
  restore: { verb: 'restored', color: 'success' },
  remove: { verb: 'removed', color: 'error' },
  warn: { verb: 'warned', color: 'info' },
  suspend: { verb: 'suspended', color: 'warning' },
  ban: { verb: 'banned', color: 'error' },
  unban: { verb: 'lifted the ban or suspension of', color: 'success' },
  role: { verb: 'changed the role of', color: 'info' },
  delete: { verb: 'deleted the account of', color: 'error' },
};

const filters = [
  <SelectInput
    key="action"
    source="action"
    alwaysOn
    choices={Object.keys(ACTIONS).map((id) => ({ id, name: id.replace('_', '-') }))}
  />,
];

/** Before → after, the fields that changed (a removed row's text is shown from `before`). */
function Change({ entry }: { entry: AuditEntryDto }) {
  if (entry.action === 'remove' && entry.before) {
    const text = Object.entries(entry.before).find(([key]) =>
      ['body', 'message', 'title', 'name', 'description'].includes(key),
    )?.[1];
    return text ? (
      <Typography variant="body2" color="text.secondary">
        Was: “{String(text)}”
      </Typography>
    ) : null;
  }
  const keys = Object.keys({ ...entry.before, ...entry.after });
  if (!keys.length) {
    return null;
  }
  return (
    <Typography variant="caption" color="text.secondary" component="div">
      {keys.map((key) => (
        <div key={key}>
          {key}: {String(entry.before?.[key] ?? '—')} → {String(entry.after?.[key] ?? '—')}
        </div>
      ))}
    </Typography>
  );
}

function Timeline() {
  const { data, isPending } = useListContext<AuditEntryDto>();
  const subjectLabel = useSubjectLabel();
  if (isPending || !data) {
    return null;
  }
  return (
    <Stack component="ol" sx={{ listStyle: 'none', m: 0, p: 2, gap: 0 }}>
      {data.map((entry) => (
        <Stack component="li" key={entry.id} direction="row" sx={{ gap: 2 }}>
          <Stack sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: `${ACTIONS[entry.action].color === 'default' ? 'grey' : ACTIONS[entry.action].color}.main`,
                mt: 0.75,
              }}
            />
            <Box sx={{ flexGrow: 1, width: 2, bgcolor: 'divider' }} />
          </Stack>
          <Stack sx={{ pb: 2.5, gap: 0.5, minWidth: 0 }}>
            <Typography variant="body2">
              <strong>
                {entry.actor ? `${entry.actor.first_name} ${entry.actor.last_name}` : 'Plaza (automatic)'}
              </strong>{' '}
              {ACTIONS[entry.action].verb} {subjectLabel(entry.subject_type).toLowerCase()} #{entry.subject_id}
              {entry.case_id ? ` (report #${entry.case_id})` : ''}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <Chip size="small" color={ACTIONS[entry.action].color} label={entry.action} />
              <Typography variant="caption" color="text.secondary">
                {new Date(entry.created_at).toLocaleString()}
              </Typography>
            </Stack>
            {entry.reason && <Typography variant="body2">Reason: {entry.reason}</Typography>}
            <Change entry={entry} />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

/** Every moderator and system action, newest first; nothing here can be edited. */
export function AuditLog() {
  return (
    <List
      filters={filters}
      perPage={25}
      title="Audit log"
      component={Paper}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Timeline />
    </List>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditAction, AuditEntryDto } from '@plaza/sdk';
import { List, SelectInput, useListContext } from 'react-admin';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useSubjectLabel } from '../sections';
import '../words';

/** Each action's colour in the timeline; how it reads is admin:audit.verbs.<action>. */
const ACTIONS: Record<AuditAction, { color: 'default' | 'warning' | 'error' | 'success' | 'info' }> = {
  auto_hide: { color: 'warning' },
  dismiss: { color: 'default' },
  hide: { color: 'warning' },
  restore: { color: 'success' },
  remove: { color: 'error' },
  warn: { color: 'info' },
  suspend: { color: 'warning' },
  ban: { color: 'error' },
  unban: { color: 'success' },
  role: { color: 'info' },
  delete: { color: 'error' },
};

// Built at each render, so the words follow the console's language.
const filters = () => [
  <SelectInput
    key="action"
    source="action"
    label={i18n.t('admin:audit.action')}
    alwaysOn
    choices={Object.keys(ACTIONS).map((id) => ({ id, name: i18n.t(`admin:audit.actions.${id}`) }))}
  />,
];

/** Before → after, the fields that changed (a removed row's text is shown from `before`). */
function Change({ entry }: { entry: AuditEntryDto }) {
  const { t } = useTranslation();
  if (entry.action === 'remove' && entry.before) {
    const text = Object.entries(entry.before).find(([key]) =>
      ['body', 'message', 'title', 'name', 'description'].includes(key),
    )?.[1];
    return text ? (
      <Typography variant="body2" color="text.secondary">
        {t('admin:audit.was', { text: String(text) })}
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
  const { t } = useTranslation();
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
                {entry.actor ? `${entry.actor.first_name} ${entry.actor.last_name}` : t('admin:audit.automatic')}
              </strong>{' '}
              {t('admin:audit.entry', {
                verb: t(`admin:audit.verbs.${entry.action}`),
                subject: subjectLabel(entry.subject_type).toLocaleLowerCase(i18n.language),
                id: entry.subject_id,
              })}
              {entry.case_id ? t('admin:audit.report', { id: entry.case_id }) : ''}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
              <Chip size="small" color={ACTIONS[entry.action].color} label={t(`admin:audit.chips.${entry.action}`)} />
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(entry.created_at)}
              </Typography>
            </Stack>
            {entry.reason && <Typography variant="body2">{t('admin:audit.reason', { reason: entry.reason })}</Typography>}
            <Change entry={entry} />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

/** Every moderator and system action, newest first; nothing here can be edited. */
export function AuditLog() {
  const { t } = useTranslation();
  return (
    <List
      filters={filters()}
      perPage={25}
      title={t('admin:audit.title')}
      component={Paper}
      sort={{ field: 'created_at', order: 'DESC' }}
    >
      <Timeline />
    </List>
  );
}

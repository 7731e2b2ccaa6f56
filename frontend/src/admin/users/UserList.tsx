import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminUserDto } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { formatDate, intlLocale } from '../../lib/format';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  RecordContextProvider,
  SearchInput,
  SelectInput,
  useListContext,
} from 'react-admin';
import { PersonCell } from '../ui/PersonCell';
import { scrollableList } from '../ui/scrollable';
import { UserActions } from './UserActions';
import '../words';

const ROLES = ['member', 'moderator', 'admin'] as const;
const STATUSES = ['active', 'suspended', 'banned', 'deleting', 'deleted'] as const;

// Built at each render, so the words follow the console's language.
const filters = () => [
  <SearchInput key="q" source="q" alwaysOn placeholder={i18n.t('admin:users.search')} />,
  <SelectInput key="role" source="role" label={i18n.t('admin:users.role')} choices={ROLES.map((id) => ({ id, name: i18n.t(`admin:users.roles.${id}`) }))} />,
  <SelectInput key="status" source="status" label={i18n.t('admin:users.status')} choices={STATUSES.map((id) => ({ id, name: i18n.t(`admin:users.statusFilter.${id}`) }))} />,
];

const STATUS_COLORS = { active: 'success', suspended: 'warning', banned: 'error', deleting: 'warning', deleted: 'default' } as const;

/** The day alone, numeric: what toLocaleDateString() writes ('2/1/2026' in English). */
const DAY = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;

/** What the chip says: the status, with its date where one applies. */
function statusLabel(user: AdminUserDto): string {
  if (user.status === 'suspended' && user.suspended_until) {
    return i18n.t('admin:users.suspendedUntil', { date: formatDate(user.suspended_until, DAY) });
  }
  if (user.status === 'deleting' && user.deletion_scheduled_at) {
    return i18n.t('admin:users.deletedOn', { date: formatDate(user.deletion_scheduled_at, DAY) });
  }
  return i18n.t(`admin:users.statuses.${user.status}`);
}

const roleLabel = (role: AdminUserDto['role']) => i18n.t(`admin:users.roles.${role}`);

function StatusChip({ user }: { user: AdminUserDto }) {
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[user.status]}
      label={statusLabel(user)}
    />
  );
}

/** On a wide screen: one row per member. */
function UserGrid() {
  const { t } = useTranslation();
  return (
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <FunctionField label={t('admin:users.member')} source="name" render={(u: AdminUserDto) => <PersonCell person={u} />} />
      <FunctionField label={t('admin:users.role')} render={(u: AdminUserDto) => roleLabel(u.role)} />
      <FunctionField label={t('admin:users.status')} render={(u: AdminUserDto) => <StatusChip user={u} />} />
      <NumberField source="open_reports" label={t('admin:users.openReports')} sortBy="reports" locales={intlLocale()} />
      <NumberField source="warnings" label={t('admin:users.warnings')} sortable={false} locales={intlLocale()} />
      <DateField source="created_at" label={t('admin:users.joined')} locales={intlLocale()} />
      <UserActions />
    </Datagrid>
  );
}

/** On a phone: one card per member, its standing and actions within the screen's width. */
function UserCards() {
  const { t } = useTranslation();
  const { data } = useListContext<AdminUserDto>();
  return (
    <Stack sx={{ gap: 1.5, p: 1.5 }}>
      {data?.map((user) => (
        <RecordContextProvider key={user.id} value={user}>
          <Card variant="outlined" component="article" aria-label={`${user.first_name} ${user.last_name}`}>
            <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
              <PersonCell person={user} />
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <StatusChip user={user} />
                <Typography variant="body2" color="text.secondary">
                  {t('admin:users.summary', { role: roleLabel(user.role), reports: user.open_reports, warnings: user.warnings })}
                </Typography>
              </Stack>
              <UserActions />
            </CardContent>
          </Card>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

/** Members with their standing: role, status, open reports, warnings. */
export function UserList() {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters()} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} title={t('admin:users.title')} sx={scrollableList}>
      {phone ? <UserCards /> : <UserGrid />}
    </List>
  );
}

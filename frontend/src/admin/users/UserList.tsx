import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AdminUserDto } from '@plaza/sdk';
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

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, username or email" />,
  <SelectInput
    key="role"
    source="role"
    choices={[
      { id: 'member', name: 'Member' },
      { id: 'moderator', name: 'Moderator' },
      { id: 'admin', name: 'Administrator' },
    ]}
  />,
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 'active', name: 'Active' },
      { id: 'suspended', name: 'Suspended' },
      { id: 'banned', name: 'Banned' },
      { id: 'deleting', name: 'Deletion scheduled' },
      { id: 'deleted', name: 'Deleted' },
    ]}
  />,
];

const STATUS_COLORS = { active: 'success', suspended: 'warning', banned: 'error', deleting: 'warning', deleted: 'default' } as const;

/** What the chip says: the status, with its date where one applies. */
function statusLabel(user: AdminUserDto): string {
  if (user.status === 'suspended' && user.suspended_until) {
    return `Suspended until ${new Date(user.suspended_until).toLocaleDateString()}`;
  }
  if (user.status === 'deleting' && user.deletion_scheduled_at) {
    return `Deleted on ${new Date(user.deletion_scheduled_at).toLocaleDateString()}`;
  }
  return user.status;
}

const ROLE_LABELS = { member: 'Member', moderator: 'Moderator', admin: 'Administrator' } as const;

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
  return (
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <FunctionField label="Member" source="name" render={(u: AdminUserDto) => <PersonCell person={u} />} />
      <FunctionField label="Role" render={(u: AdminUserDto) => ROLE_LABELS[u.role]} />
      <FunctionField label="Status" render={(u: AdminUserDto) => <StatusChip user={u} />} />
      <NumberField source="open_reports" label="Open reports" sortBy="reports" />
      <NumberField source="warnings" sortable={false} />
      <DateField source="created_at" label="Joined" />
      <UserActions />
    </Datagrid>
  );
}

/** On a phone: one card per member, its standing and actions within the screen's width. */
function UserCards() {
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
                  {ROLE_LABELS[user.role]} · {user.open_reports} open reports · {user.warnings} warnings
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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} title="Members" sx={scrollableList}>
      {phone ? <UserCards /> : <UserGrid />}
    </List>
  );
}

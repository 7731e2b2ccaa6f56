import Chip from '@mui/material/Chip';
import type { AdminUserDto } from '@plaza/sdk';
import {
  Datagrid,
  DateField,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  TextField,
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
    ]}
  />,
];

const STATUS_COLORS = { active: 'success', suspended: 'warning', banned: 'error' } as const;

/** Members with their standing: role, status, open reports, warnings. */
export function UserList() {
  return (
    <List
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      title="Members"
      sx={scrollableList}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <FunctionField label="Member" source="name" render={(u: AdminUserDto) => <PersonCell person={u} />} />
        <TextField source="email" sortable={false} />
        <FunctionField
          label="Role"
          render={(u: AdminUserDto) =>
            u.role === 'member' ? 'Member' : u.role === 'admin' ? 'Administrator' : 'Moderator'
          }
        />
        <FunctionField
          label="Status"
          render={(u: AdminUserDto) => (
            <Chip
              size="small"
              color={STATUS_COLORS[u.status]}
              label={
                u.status === 'suspended' && u.suspended_until
                  ? `Suspended until ${new Date(u.suspended_until).toLocaleDateString()}`
                  : u.status
              }
            />
          )}
        />
        <NumberField source="open_reports" label="Open reports" sortBy="reports" />
        <NumberField source="warnings" sortable={false} />
        <DateField source="created_at" label="Joined" />
        <UserActions />
      </Datagrid>
    </List>
  );
}

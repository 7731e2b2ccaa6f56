import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminContentDto } from '@plaza/sdk';
import {
  BulkDeleteButton,
  Button,
  Datagrid,
  DateField,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
} from 'react-admin';
import { mediaUrl } from '../../lib/api';
import { PersonCell } from '../ui/PersonCell';
import { scrollableList } from '../ui/scrollable';
import { useModerate } from '../ui/useModerate';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Words of the text" />,
  <SelectInput
    key="status"
    source="status"
    choices={[
      { id: 'visible', name: 'Visible' },
      { id: 'hidden', name: 'Hidden' },
    ]}
  />,
];

/** Hide (or show again) one item, undoable. */
function HideToggle() {
  const { run, isPending, record } = useModerate('Done');
  const item = record as AdminContentDto | undefined;
  if (!item) {
    return null;
  }
  return item.hidden_at ? (
    <Button
      label="Restore"
      disabled={isPending}
      onClick={() => run({ action: 'restore', hidden_at: null }, 'Shown again')}
    >
      <VisibilityIcon />
    </Button>
  ) : (
    <Button
      label="Hide"
      disabled={isPending}
      onClick={() => run({ action: 'hide', hidden_at: new Date().toISOString() }, 'Hidden')}
    >
      <VisibilityOffIcon />
    </Button>
  );
}

/** The content of one section (posts, comments, chat messages, listings…), hidden included. */
export function ContentList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} sx={scrollableList}>
      <Datagrid rowClick={false} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" label="Remove" />}>
        <FunctionField
          label="Content"
          render={(item: AdminContentDto) => (
            <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', maxWidth: 520 }}>
              {item.media && (
                <Box
                  component="img"
                  src={mediaUrl(item.media)}
                  alt=""
                  sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1 }}
                />
              )}
              <Typography
                variant="body2"
                sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical' }}
              >
                {item.preview}
              </Typography>
            </Stack>
          )}
        />
        <FunctionField
          label="Author"
          render={(item: AdminContentDto) => <PersonCell person={item.author} fallback="Deleted member" />}
        />
        <FunctionField
          label="State"
          render={(item: AdminContentDto) =>
            item.hidden_at ? (
              <Chip size="small" color="warning" label="Hidden" />
            ) : (
              <Chip size="small" label="Visible" />
            )
          }
        />
        <NumberField source="open_reports" label="Open reports" sortBy="reports" />
        <DateField source="created_at" label="Posted" showTime />
        <HideToggle />
        <DeleteWithConfirmButton
          label="Remove"
          confirmTitle="Remove for good?"
          confirmContent="It is deleted for everyone, its author included. The audit log keeps a copy."
        />
      </Datagrid>
    </List>
  );
}

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
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n';
import { mediaUrl } from '../../lib/api';
import { formatPrice, intlLocale } from '../../lib/format';
import { PersonCell } from '../ui/PersonCell';
import { scrollableList } from '../ui/scrollable';
import { useModerate } from '../ui/useModerate';
import '../words';

// Built at each render, so the words follow the console's language.
const filters = () => [
  <SearchInput key="q" source="q" alwaysOn placeholder={i18n.t('admin:content.search')} />,
  <SelectInput
    key="status"
    source="status"
    label={i18n.t('admin:content.filterStatus')}
    choices={[
      { id: 'visible', name: i18n.t('admin:content.visible') },
      { id: 'hidden', name: i18n.t('admin:content.hidden') },
    ]}
  />,
];

/** Hide (or show again) one item, undoable. */
function HideToggle() {
  const { t } = useTranslation();
  const { run, isPending, record } = useModerate(t('admin:content.done'));
  const item = record as AdminContentDto | undefined;
  if (!item) {
    return null;
  }
  return item.hidden_at ? (
    <Button
      label={t('admin:content.restore')}
      disabled={isPending}
      onClick={() => run({ action: 'restore', hidden_at: null }, t('admin:content.shownAgain'))}
    >
      <VisibilityIcon />
    </Button>
  ) : (
    <Button
      label={t('admin:content.hide')}
      disabled={isPending}
      onClick={() => run({ action: 'hide', hidden_at: new Date().toISOString() }, t('admin:content.hidden'))}
    >
      <VisibilityOffIcon />
    </Button>
  );
}

/** The content of one section (posts, comments, chat messages, listings…), hidden included. */
export function ContentList() {
  const { t } = useTranslation();
  return (
    <List filters={filters()} sort={{ field: 'created_at', order: 'DESC' }} perPage={25} sx={scrollableList}>
      <Datagrid rowClick={false} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" label={t('admin:content.remove')} />}>
        <FunctionField
          label={t('admin:content.column')}
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
              <Box sx={{ minWidth: 0 }}>
                <Typography
                  variant="body2"
                  sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical' }}
                >
                  {item.preview}
                </Typography>
                {item.price !== null && (
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {formatPrice(item.price, item.currency)}
                  </Typography>
                )}
              </Box>
            </Stack>
          )}
        />
        <FunctionField
          label={t('admin:content.author')}
          render={(item: AdminContentDto) => <PersonCell person={item.author} fallback={t('admin:content.deletedMember')} />}
        />
        <FunctionField
          label={t('admin:content.status')}
          render={(item: AdminContentDto) =>
            item.hidden_at ? (
              <Chip size="small" color="warning" label={t('admin:content.hidden')} />
            ) : (
              <Chip size="small" label={t('admin:content.visible')} />
            )
          }
        />
        <NumberField source="open_reports" label={t('admin:content.openReports')} sortBy="reports" locales={intlLocale()} />
        <DateField source="created_at" label={t('admin:content.posted')} showTime locales={intlLocale()} />
        <HideToggle />
        <DeleteWithConfirmButton
          label={t('admin:content.remove')}
          confirmTitle={t('admin:content.removeTitle')}
          confirmContent={t('admin:content.removeText')}
        />
      </Datagrid>
    </List>
  );
}

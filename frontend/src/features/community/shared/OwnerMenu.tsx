import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmActionMenu } from '../../../ui/ConfirmActionMenu';
import type { ContentKind } from './kinds';
import '../words';

interface Props {
  /** What it is: its menu's and confirmation's words say so. */
  kind: ContentKind;
  /** Where its edit form is; none when it cannot be edited here. */
  editTo?: string;
  /** Opens its edit in place (a dialog), instead of a page. */
  onEdit?: () => void;
  onDelete: () => Promise<unknown>;
}

/** The author's actions on their item: Edit, and Delete after a confirmation. */
export function OwnerMenu({ kind, editTo, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      {editTo && (
        <Button component={Link} to={editTo} size="small" startIcon={<EditOutlinedIcon />}>
          {t('community:actions.edit')}
        </Button>
      )}
      {!editTo && onEdit && (
        <Button onClick={onEdit} size="small" startIcon={<EditOutlinedIcon />} aria-label={t(`community:kinds.${kind}.edit`)}>
          {t('community:actions.edit')}
        </Button>
      )}
      <ConfirmActionMenu
        label={t(`community:kinds.${kind}.actions`)}
        icon={<MoreHorizIcon />}
        itemIcon={<DeleteOutlineIcon fontSize="small" />}
        itemLabel={t(`community:kinds.${kind}.delete`)}
        title={t(`community:kinds.${kind}.deleteTitle`)}
        text={t('community:owner.deleteText')}
        confirmLabel={t('community:actions.delete')}
        onConfirm={onDelete}
      />
    </Stack>
  );
}

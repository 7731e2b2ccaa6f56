import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { ConfirmActionMenu } from '../../../ui/ConfirmActionMenu';

interface Props {
  /** What it is, as a sentence says it: 'blog post'. */
  noun: string;
  /** Where its edit form is; none when it cannot be edited here. */
  editTo?: string;
  /** Opens its edit in place (a dialog), instead of a page. */
  onEdit?: () => void;
  onDelete: () => Promise<unknown>;
}

/** The author's actions on their item: Edit, and Delete after a confirmation. */
export function OwnerMenu({ noun, editTo, onEdit, onDelete }: Props) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
      {editTo && (
        <Button component={Link} to={editTo} size="small" startIcon={<EditOutlinedIcon />}>
          Edit
        </Button>
      )}
      {!editTo && onEdit && (
        <Button onClick={onEdit} size="small" startIcon={<EditOutlinedIcon />} aria-label={`Edit ${noun}`}>
          Edit
        </Button>
      )}
      <ConfirmActionMenu
        label={`Actions on this ${noun}`}
        icon={<MoreHorizIcon />}
        itemIcon={<DeleteOutlineIcon fontSize="small" />}
        itemLabel={`Delete ${noun}`}
        title={`Delete this ${noun}?`}
        text="It is removed for everyone, with its likes and comments. This cannot be undone."
        confirmLabel="Delete"
        onConfirm={onDelete}
      />
    </Stack>
  );
}

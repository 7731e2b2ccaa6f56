import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';

/** On what its author still sees after moderators (or enough reports) hid it from everyone else. */
export function HiddenBadge() {
  return (
    <Tooltip title="Moderators hid this from everyone but you">
      <Chip size="small" color="warning" variant="outlined" icon={<VisibilityOffIcon />} label="Hidden by moderators" />
    </Tooltip>
  );
}

import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/**
 * At the top of an item page its author opens after moderators (or enough reports) hid it:
 * everyone else gets "not found" for it, so the author must not mistake it for a live one.
 */
export function HiddenNotice({ noun }: { noun: string }) {
  return (
    <Alert severity="warning" icon={<VisibilityOffIcon />} role="status">
      <AlertTitle>Hidden by a moderator</AlertTitle>
      Only you can see this {noun}. It no longer appears in lists or searches, and nobody else can open it.
    </Alert>
  );
}

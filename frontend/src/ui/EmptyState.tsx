import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  icon: typeof SvgIcon;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  /** Less padding inside a small panel or menu. */
  dense?: boolean;
}

/** What an empty list says instead of nothing (DESIGN §8). */
export function EmptyState({ icon: Icon, title, text, action, dense = false }: Props) {
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: dense ? 1 : 1.5, py: dense ? 2 : 5, px: 2 }}>
      <Avatar sx={{ width: dense ? 40 : 56, height: dense ? 40 : 56, bgcolor: 'primary.light', color: 'primary.main' }}>
        <Icon fontSize={dense ? 'small' : 'medium'} />
      </Avatar>
      <Typography variant={dense ? 'subtitle2' : 'subtitle1'} component="p" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {text}
        </Typography>
      )}
      {action}
    </Stack>
  );
}

import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/usePageTitle';

interface Props {
  title: string;
  subtitle: string;
  icon: typeof SvgIcon;
  children: ReactNode;
  /** Links under the card (sign up instead, back to sign in, …). */
  footer?: ReactNode;
  width?: number;
}

/** The frame of the account pages: a centred card with an icon, a title and a short line. */
export function AuthCard({ title, subtitle, icon: Icon, children, footer, width = 440 }: Props) {
  usePageTitle(title);
  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 1, sm: 4 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: width, p: { xs: 3, sm: 4 } }}>
        <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1, mb: 3 }}>
          <Avatar sx={{ width: 52, height: 52, bgcolor: 'primary.light', color: 'primary.main' }}>
            <Icon />
          </Avatar>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{subtitle}</Typography>
        </Stack>
        {children}
      </Paper>
      {footer && (
        <Typography component="div" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
          {footer}
        </Typography>
      )}
    </Stack>
  );
}

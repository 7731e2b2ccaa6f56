import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  description?: ReactNode;
  /** A button beside the title (wraps below it on a phone). */
  action?: ReactNode;
  children: ReactNode;
}

/** One section of the security page (sessions, two-factor, passkeys, your data), as a card. */
export function SecurityCard({ title, description, action, children }: Props) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' }, justifyContent: 'space-between', mb: 2 }}>
        <div>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: 560 }}>
              {description}
            </Typography>
          )}
        </div>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

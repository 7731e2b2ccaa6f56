import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  description: ReactNode;
  /** Beside the title: the section's state (a chip). */
  status?: ReactNode;
  children: ReactNode;
}

/** One card of the security page: a title, a line on what it is for, and its content. */
export function SecuritySection({ title, description, status, children }: Props) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {status}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {description}
      </Typography>
      {children}
    </Paper>
  );
}

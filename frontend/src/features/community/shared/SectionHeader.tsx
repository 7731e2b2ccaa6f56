import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';

/** Texts are translation keys. */
interface Props {
  title: string;
  /** The "new" button: its text and where it leads. */
  create?: { label: string; to: string };
  children?: ReactNode;
}

/** A section page's title, with its "new" button and any tabs or filters below. */
export function SectionHeader({ title, create, children }: Props) {
  const { t } = useTranslation();
  usePageTitle(t(title));
  return (
    <Stack sx={{ gap: 2, mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t(title)}
        </Typography>
        {create && (
          <Button component={Link} to={create.to} variant="contained" startIcon={<AddIcon />}>
            {t(create.label)}
          </Button>
        )}
      </Stack>
      {children}
    </Stack>
  );
}

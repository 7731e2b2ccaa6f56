import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavEntry } from '../../lib/navigation';

/**
 * The sections and community pages the app's menu offers (given by the app, which composes the features' entries).
 * A label may be a translation key (namespace:key, marked with tk) or words, shown as they are.
 */
export function ExploreSections({ entries }: { entries: readonly NavEntry[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="explore-heading">
      <Typography id="explore-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('home:explore')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {entries.map(({ slug, label, path, icon: Icon }) => (
          // Chip-shaped buttons (MUI's Chip would add 2.6 KB gzip to a visitor's first download).
          <Button
            key={slug}
            component={Link}
            to={path}
            variant="outlined"
            startIcon={<Icon fontSize="small" />}
            sx={{
              bgcolor: 'background.paper',
              height: 40,
              px: 1.75,
              borderRadius: 5,
              color: 'text.primary',
              borderColor: 'divider',
              fontWeight: 400,
              '& .MuiButton-startIcon': { color: 'text.secondary', mr: 0.75 },
            }}
          >
            {t(label, { defaultValue: label })}
          </Button>
        ))}
      </Stack>
    </section>
  );
}

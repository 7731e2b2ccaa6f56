import SearchOffIcon from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('common:page.notFound.title'));
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 8 }}>
      <SearchOffIcon sx={{ fontSize: 72, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('common:page.notFound.title')}
      </Typography>
      <Typography color="text.secondary">{t('common:page.notFound.text')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('common:page.goHome')}
      </Button>
    </Stack>
  );
}

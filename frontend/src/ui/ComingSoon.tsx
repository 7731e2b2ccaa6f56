import ConstructionIcon from '@mui/icons-material/Construction';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../lib/usePageTitle';

interface Props {
  title: string;
  icon?: typeof SvgIcon;
}

/** The honest empty state of a page whose feature has not shipped yet. */
export function ComingSoon({ title, icon: Icon = ConstructionIcon }: Props) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mb: 3 }}>
        {title}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 4, sm: 6 },
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.light', color: 'primary.main' }}>
          <Icon fontSize="large" />
        </Avatar>
        <Typography variant="h6" component="p">
          {t('common:page.comingSoon.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {t('common:page.comingSoon.text')}
        </Typography>
        <Button component={Link} to="/" variant="outlined">
          {t('common:page.comingSoon.back')}
        </Button>
      </Paper>
    </>
  );
}

import PersonOffIcon from '@mui/icons-material/PersonOff';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import './words';

/** GET /users/{name} answered 404: no such member, or one of us blocked the other. */
export function ProfileUnavailable() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, mx: 'auto' }}>
      <EmptyState
        icon={PersonOffIcon}
        title={t('profiles:unavailable.title')}
        text={t('profiles:unavailable.text')}
        action={
          <Button component={Link} to="/friends" variant="outlined">
            {t('profiles:unavailable.find')}
          </Button>
        }
      />
    </Paper>
  );
}

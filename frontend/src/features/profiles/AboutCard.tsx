import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileDetails, type AboutFields } from './ProfileDetails';
import './words';

/** About: the member's bio, then their details (where they live, studies, work, tastes…). */
export function AboutCard({ user, emptyText, action }: { user: AboutFields; emptyText: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="about-heading" sx={{ p: 3 }}>
      <Typography id="about-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('profiles:about.title')}
      </Typography>
      {user.about ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 1 }}>{user.about}</Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {emptyText}
        </Typography>
      )}
      <ProfileDetails user={user} />
      {action}
    </Paper>
  );
}

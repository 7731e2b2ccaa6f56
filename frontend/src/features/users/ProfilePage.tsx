import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import { AuthService } from '@plaza/sdk';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { callApi, saveUser } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { PostComposer, Wall } from '../posts';
import { AboutCard, FriendsPreview, isEmptyProfile, ProfileHeader, ProfileLayout, ProfileStats, useProfile } from '../profiles';
import './words';

/**
 * `/profile`: the signed-in member's own profile, refreshed from `GET /auth/me`: cover, avatar,
 * name, about fields, counts (GET /users/{name}), the last six friends, and the wall with the composer.
 */
export default function ProfilePage() {
  const { user } = useAuth();
  const { t } = useTranslation();
  usePageTitle(user ? `${user.first_name} ${user.last_name}` : t('users:profile.title'));
  useQuery({
    queryKey: ['auth', 'me'],
    queryFn: async () => {
      const { user: fresh } = await callApi(() => AuthService.me());
      saveUser(fresh);
      return fresh;
    },
  });
  const profile = useProfile(user?.username ?? undefined);
  if (!user) {
    return null;
  }
  const empty = isEmptyProfile(user);
  // Once the photo is there, the prompt asks only for what is still missing.
  const emptyText = user.avatar ? t('users:profile.emptyWithPhoto') : t('users:profile.empty');

  return (
    <ProfileLayout
      header={
        <ProfileHeader
          user={user}
          presence={user.status ?? 'online'}
          stats={<ProfileStats counts={profile.data} friendsPath="/friends" />}
          actions={
            <Button component={RouterLink} to="/profile/edit" variant="contained" startIcon={<EditIcon />} sx={{ whiteSpace: 'nowrap' }}>
              {t('users:edit.title')}
            </Button>
          }
        />
      }
      side={
        <>
          <AboutCard
            user={user}
            emptyText={empty ? emptyText : t('users:profile.noBio')}
            action={
              empty && (
                <Button component={RouterLink} to="/profile/edit" sx={{ mt: 2 }} variant="outlined">
                  {t('users:profile.complete')}
                </Button>
              )
            }
          />
          <FriendsPreview owner="me" count={profile.data?.friends_count} allPath="/friends" />
        </>
      }
      wall={
        <>
          <PostComposer />
          <Wall userId={user.id} firstName={user.first_name} mine />
        </>
      }
    />
  );
}

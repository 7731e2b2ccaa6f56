import Alert from '@mui/material/Alert';
import { ApiError } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/auth/authContext';
import { FriendshipButton, relationOfProfile } from '../friends';
import { Wall } from '../posts';
import { presenceOf } from '../../lib/presence';
import { AboutCard } from './AboutCard';
import { BlockMenu } from './BlockMenu';
import { FriendsPreview } from './FriendsPreview';
import { MessageButton } from './MessageButton';
import { profileFriendsPath } from '../../lib/paths';
import { ProfileHeader } from './ProfileHeader';
import { ProfileLayout } from './ProfileLayout';
import { ProfileSkeleton } from './ProfileSkeleton';
import { ProfileStats } from './ProfileStats';
import { ProfileUnavailable } from './ProfileUnavailable';
import { useProfile } from './useProfile';
import './words';

/**
 * `/u/:username`: another member's profile, with the friendship button in its current state,
 * Message, Block, their last six friends and their wall.
 */
export default function OtherProfilePage() {
  const { username = '' } = useParams();
  const { user: me } = useAuth();
  const { t } = useTranslation();
  const query = useProfile(username);
  const profile = query.data;
  usePageTitle(profile ? `${profile.user.first_name} ${profile.user.last_name}` : t('profiles:title'));

  if (query.isPending) {
    return <ProfileSkeleton />;
  }
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <ProfileUnavailable />
    ) : (
      <Alert severity="error">{errorMessage(query.error)}</Alert>
    );
  }
  const { user } = query.data;
  if (user.id === me?.id) {
    return <Navigate to="/profile" replace />;
  }
  const friendsPath = profileFriendsPath(user.username);
  const relation = relationOfProfile(query.data);

  return (
    <ProfileLayout
      header={
        <ProfileHeader
          user={user}
          presence={presenceOf(user)}
          dot
          stats={<ProfileStats counts={query.data} friendsPath={friendsPath} />}
          actions={
            <>
              <FriendshipButton userId={user.id} relation={relation} name={`${user.first_name} ${user.last_name}`} showStatus />
              {/* Between friends, writing is what one comes for. */}
              <MessageButton userId={user.id} primary={relation === 'friends'} />
              <BlockMenu user={user} />
            </>
          }
        />
      }
      side={
        <>
          <AboutCard user={user} emptyText={t('profiles:about.emptyTheirs', { name: user.first_name })} />
          <FriendsPreview owner={user.id} count={query.data.friends_count} allPath={friendsPath} />
        </>
      }
      wall={<Wall userId={user.id} firstName={user.first_name} />}
    />
  );
}

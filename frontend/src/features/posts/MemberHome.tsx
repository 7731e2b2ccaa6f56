import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useAuth } from '../../lib/auth/authContext';
import { OnlineFriends, PeopleYouMayKnow } from '../friends';
import { Feed } from './Feed';
import { PostComposer } from './PostComposer';

/**
 * The home page of a signed-in member, below the welcome (features/home): the composer and the
 * feed, people they may know and who is online.
 */
export function MemberHome() {
  const { isSignedUp } = useAuth();
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' }, alignItems: 'start' }}>
      <Stack sx={{ gap: 2, minWidth: 0 }}>
        <PostComposer />
        <Feed />
      </Stack>
      {/* On a phone, a newcomer (whose feed is still empty) meets the people to befriend first. */}
      <Stack sx={{ gap: 3, position: { md: 'sticky' }, top: { md: 88 }, order: { xs: isSignedUp ? -1 : 0, md: 0 } }}>
        <PeopleYouMayKnow />
        <OnlineFriends />
      </Stack>
    </Box>
  );
}

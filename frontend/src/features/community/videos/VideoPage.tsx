import { ReportMenu } from '../../../ui/ReportMenu';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VideosService, type VideoDto } from '@plaza/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useAuth } from '../../../lib/auth/authContext';
import { Byline } from '../shared/Byline';
import { ContentComments } from '../shared/ContentComments';
import { EditDetailsDialog } from '../shared/EditDetailsDialog';
import { ItemState } from '../shared/ItemState';
import { LikeButton } from '../shared/LikeButton';
import { formatDuration, posterUrl, videoUrl } from '../shared/media';
import { OwnerMenu } from '../shared/OwnerMenu';
import { useDeleteItem } from '../shared/useDeleteItem';
import { useItem, useItemId } from '../shared/useItem';
import { useVideoProgress } from './useVideoProgress';
import { VideoThumb } from './VideoList';
import { HiddenNotice } from '../../../ui/HiddenNotice';

/** The longest description, as the API allows. */
const DESCRIPTION_MAX = 5000;

/** A video's page: the player (poster, duration, seeking over HTTP Range) once ready, else its processing state. */
export function VideoPage() {
  useVideoProgress();
  const query = useItem(['videos', 'item'], useItemId(), (id) => VideosService.getVideo({ id }));
  return (
    <ItemState query={query} back={{ to: '/videos', label: 'All videos' }}>
      {(video) => <Video video={video} />}
    </ItemState>
  );
}

function Video({ video }: { video: VideoDto }) {
  usePageTitle(video.title);
  const { user } = useAuth();
  const remove = useDeleteItem('videos', 'Video deleted.', '/videos', () => VideosService.deleteVideo({ id: video.id }));
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  return (
    <Stack sx={{ gap: 2, maxWidth: 960, mx: 'auto' }}>
      <Button component={Link} to="/videos" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Videos
      </Button>
      {video.status === 'ready' && video.file ? (
        <Box
          component="video"
          controls
          preload="metadata"
          playsInline
          poster={video.poster ? posterUrl(video.poster) : undefined}
          src={videoUrl(video.file)}
          aria-label={video.title}
          sx={{ width: '100%', maxHeight: '70vh', bgcolor: 'common.black', borderRadius: 2, display: 'block' }}
        />
      ) : (
        <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
          <VideoThumb video={video} />
        </Box>
      )}
      {video.hidden && <HiddenNotice noun="video" />}
      {video.status === 'failed' && video.error && <Alert severity="error">{video.error}</Alert>}
      {video.status === 'processing' && (
        <Alert severity="info">Your video is being prepared for the web. It appears for everyone once it is ready; you can leave this page meanwhile.</Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Stack sx={{ gap: 1 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
            {video.title}
          </Typography>
          <Byline user={video.user} date={video.created_at} extra={video.duration !== null ? ` · ${formatDuration(video.duration)}` : undefined} />
          {video.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{video.description}</Typography>}
        </Stack>
        {user?.id === video.user.id ? (
          <>
            <OwnerMenu noun="video" onEdit={() => setEditing(true)} onDelete={remove} />
            <EditDetailsDialog
              open={editing}
              onClose={() => setEditing(false)}
              noun="video"
              initial={{ title: video.title, text: video.description ?? '' }}
              text={{ label: 'Description (optional)', field: 'description', max: DESCRIPTION_MAX }}
              save={({ title, text }) => VideosService.updateVideo({ id: video.id, requestBody: { title, description: text } })}
              onSaved={(saved) => {
                queryClient.setQueryData(['videos', 'item', video.id], saved);
                void queryClient.invalidateQueries({ queryKey: ['videos'], predicate: (q) => q.queryKey[1] !== 'item' });
              }}
            />
          </>
        ) : (
          <ReportMenu label="Actions on this video" subject={{ type: 'video', id: video.id, noun: 'video' }} />
        )}
      </Stack>
      {video.status === 'ready' && (
        <>
          <Box>
            <LikeButton section="videos" item={video} />
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <ContentComments section="videos" item={video} />
          </Paper>
        </>
      )}
    </Stack>
  );
}

import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VideosService, type VideoDto } from '@plaza/sdk';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { Byline } from '../shared/Byline';
import { Counts } from '../shared/Counts';
import { ListBody } from '../shared/ListBody';
import { ListFilters } from '../shared/ListFilters';
import { formatDuration, posterUrl } from '../shared/media';
import { SectionHeader } from '../shared/SectionHeader';
import { useListFilters, useScrolledList } from '../shared/useContentList';
import { useVideoProgress } from './useVideoProgress';

/** Videos ready to play (and mine while they process), newest first. */
export function VideoList() {
  useVideoProgress();
  const filters = useListFilters();
  const { query, items } = useScrolledList(['videos', 'list', filters.search], (page) => VideosService.listVideos({ page, take: 12, order: 'desc', search: filters.search || undefined }));
  return (
    <>
      <SectionHeader title="Videos" create={{ label: 'Upload a video', to: '/videos/new' }}>
        <ListFilters search={filters.search} onSearch={filters.onSearch} />
      </SectionHeader>
      <ListBody query={query} count={items.length} skeletonHeight={200} empty={<EmptyState icon={VideoLibraryIcon} title="No videos yet" text="Upload the first one." />}>
        <Box component="ul" aria-label="Videos" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {items.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </Box>
      </ListBody>
    </>
  );
}

function VideoCard({ video }: { video: VideoDto }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={Link} to={`/videos/${video.id}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
        <VideoThumb video={video} />
        <Stack sx={{ p: 1.5, gap: 1, flexGrow: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {video.title}
          </Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 'auto' }}>
            <Byline user={video.user} date={video.created_at} size={28} hidden={video.hidden} />
            <Counts likes={video.likes_count} comments={video.comments_count} />
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** The poster with the duration, or the processing state (progress, or why it failed). */
export function VideoThumb({ video }: { video: VideoDto }) {
  return (
    <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900', color: 'common.white' }}>
      {video.poster && <Box component="img" src={posterUrl(video.poster)} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />}
      {video.status === 'ready' ? (
        <>
          <PlayCircleIcon sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 48, opacity: 0.85 }} />
          {video.duration !== null && (
            <Chip label={formatDuration(video.duration)} size="small" sx={{ position: 'absolute', right: 8, bottom: 8, bgcolor: 'rgba(0,0,0,0.75)', color: 'common.white' }} />
          )}
        </>
      ) : (
        <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center', gap: 1, px: 3 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {video.status === 'processing' ? `Processing… ${video.progress}%` : 'Processing failed'}
          </Typography>
          {video.status === 'processing' && <LinearProgress variant="determinate" value={video.progress} sx={{ width: '100%' }} aria-label="Processing" />}
        </Stack>
      )}
    </Box>
  );
}

import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VideosService, type VideoDto } from '@plaza/sdk';
import { Link } from 'react-router';
import { cards, listView } from '../kit/ContentList';
import { ContentRoutes, routesOf } from '../kit/ContentRoutes';
import type { SectionSpec } from '../kit/contentType';
import { Byline } from '../shared/Byline';
import { Counts } from '../shared/Counts';
import { VideoProgress } from './useVideoProgress';
import { video } from './video';
import { VideoThumb } from './VideoThumb';

/** Videos ready to play (and mine while they process), newest first. */
const videos: SectionSpec = {
  name: 'videos',
  title: 'Videos',
  signIn: "Sign in to watch the community's videos and share yours.",
  list: {
    title: 'Videos',
    create: { label: 'Upload a video', to: '/videos/new' },
    Live: VideoProgress,
    view: listView({
      id: 'videos',
      key: ({ search }) => ['videos', 'list', search],
      fetch: (page, { search }) => VideosService.listVideos({ page, take: 12, order: 'desc', search: search || undefined }),
      empty: () => ({ icon: VideoLibraryIcon, title: 'No videos yet', text: 'Upload the first one.' }),
      skeletonHeight: 200,
      items: cards({ label: 'Videos', grid: 260, card: (v: VideoDto) => <VideoCard video={v} /> }),
    }),
  },
  types: [routesOf(video)],
};

/** `/videos`, `/videos/new`, `/videos/:id`. */
export default function VideosSection() {
  return <ContentRoutes section={videos} />;
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

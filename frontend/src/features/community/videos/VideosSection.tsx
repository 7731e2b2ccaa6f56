import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { VideosService, type VideoDto } from '@plaza/sdk';
import { Link } from 'react-router';
import { tk } from '../../../i18n/keys';
import { CardFooter, cards, listView } from '../kit/ContentList';
import { ContentRoutes, section } from '../kit/ContentRoutes';
import { VideoProgress } from './useVideoProgress';
import { video } from './video';
import { VideoThumb } from './VideoThumb';
import '../words';

/** Videos ready to play (and mine while they process), newest first. */
const videos = section(video, {
  words: { title: tk('community:videos.title'), create: tk('community:videos.create'), signIn: tk('community:videos.signIn') },
  Live: VideoProgress,
  view: listView('videos', {
    items: cards({ label: tk('community:videos.title'), grid: 260, card: (v: VideoDto) => <VideoCard video={v} /> }),
    key: ({ search }) => ['videos', 'list', search],
    fetch: (page, { search }) => VideosService.listVideos({ page, take: 12, order: 'desc', search: search || undefined }),
    empty: () => ({ icon: VideoLibraryIcon, title: tk('community:videos.empty'), text: tk('community:list.uploadFirst') }),
    skeletonHeight: 200,
  }),
});

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
          <CardFooter item={video} />
        </Stack>
      </CardActionArea>
    </Card>
  );
}

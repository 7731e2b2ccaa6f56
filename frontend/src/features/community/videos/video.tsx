import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VideosService, type VideoDto } from '@plaza/sdk';
import type { ContentType, ReadingProps } from '../kit/contentType';
import { DetailsRow, Reactions } from '../kit/ReadingPage';
import { Byline } from '../shared/Byline';
import { formatDuration, posterUrl, videoUrl } from '../shared/media';
import { optionalText, requiredText } from '../shared/rules';
import { VideoPicker } from './VideoPicker';
import { VideoProgress } from './useVideoProgress';
import { VideoThumb } from './VideoThumb';

/** The longest description, as the API allows. */
const DESCRIPTION_MAX = 5000;

interface VideoValues {
  title: string;
  description: string;
}

/** A video: uploaded with progress, then prepared by the server; its page plays it (poster, duration, seeking over HTTP Range). */
export const video: ContentType<VideoDto, VideoValues> = {
  name: 'videos',
  path: '/videos',
  home: '/videos',
  back: { label: 'Videos', notFound: 'All videos' },
  noun: 'video',
  report: 'video',
  label: (v) => v.title,
  get: (id) => VideosService.getVideo({ id }),
  remove: (id) => VideosService.deleteVideo({ id }),
  deleted: 'Video deleted.',
  edit: {
    text: { label: 'Description (optional)', field: 'description', max: DESCRIPTION_MAX },
    initial: (v) => ({ title: v.title, text: v.description ?? '' }),
    save: (id, { title, text }) => VideosService.updateVideo({ id, requestBody: { title, description: text } }),
  },
  form: {
    create: { title: 'Upload a video', submit: 'Upload', done: 'Uploaded: your video is being prepared.' },
    media: { Picker: VideoPicker, required: 'Choose a video', first: true },
    fields: [
      { kind: 'text', name: 'title', label: 'Title', rules: requiredText(255) },
      { kind: 'text', name: 'description', label: 'Description (optional)', rules: optionalText(DESCRIPTION_MAX), multiline: true, minRows: 3 },
    ],
    defaults: () => ({ title: '', description: '' }),
    send: (v, file) => VideosService.createVideo({ formData: { title: v.title, ...(v.description.trim() ? { description: v.description } : {}), video: file! } }),
    cachesItem: true,
  },
  reading: { maxWidth: 960, Live: VideoProgress, parts: [Player, 'hidden', Status, Details, (props) => props.item.status === 'ready' && <Reactions section="videos" item={props.item} />] },
};

/** The player once ready, else the processing state. */
function Player({ item: v }: ReadingProps<VideoDto>) {
  return v.status === 'ready' && v.file ? (
    <Box
      component="video"
      controls
      preload="metadata"
      playsInline
      poster={v.poster ? posterUrl(v.poster) : undefined}
      src={videoUrl(v.file)}
      aria-label={v.title}
      sx={{ width: '100%', maxHeight: '70vh', bgcolor: 'common.black', borderRadius: 2, display: 'block' }}
    />
  ) : (
    <Box sx={{ borderRadius: 2, overflow: 'hidden' }}>
      <VideoThumb video={v} />
    </Box>
  );
}

function Status({ item: v }: ReadingProps<VideoDto>) {
  return (
    <>
      {v.status === 'failed' && v.error && <Alert severity="error">{v.error}</Alert>}
      {v.status === 'processing' && (
        <Alert severity="info">Your video is being prepared for the web. It appears for everyone once it is ready; you can leave this page meanwhile.</Alert>
      )}
    </>
  );
}

function Details({ item: v, actions }: ReadingProps<VideoDto>) {
  return (
    <DetailsRow title={v.title} actions={actions}>
      <Byline user={v.user} date={v.created_at} extra={v.duration !== null ? ` · ${formatDuration(v.duration)}` : undefined} />
      {v.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{v.description}</Typography>}
    </DetailsRow>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VideosService, type VideoDto, type Visibility } from '@plaza/sdk';
import { useTranslation } from 'react-i18next';
import { tk } from '../../../i18n/keys';
import type { ContentType, ReadingProps } from '../kit/contentType';
import { DetailsRow, Reactions } from '../kit/ReadingPage';
import { Byline } from '../shared/Byline';
import { formatDuration, posterUrl, videoUrl } from '../shared/media';
import { optionalText, requiredText } from '../shared/rules';
import { VideoPicker } from './VideoPicker';
import { VideoProgress } from './useVideoProgress';
import { VideoThumb } from './VideoThumb';
import '../words';

/** The description: its API name, its label and its longest length (as the API allows). */
const DESCRIPTION = { field: 'description', label: tk('community:fields.description'), max: 5000 };

interface VideoValues {
  title: string;
  description: string;
  visibility: Visibility;
}

/** A video: uploaded with progress, then prepared by the server; its page plays it (poster, duration, seeking over HTTP Range). */
export const video: ContentType<VideoDto, VideoValues> = {
  name: 'videos',
  report: 'video',
  kind: 'video',
  words: { title: (v) => v.title, back: tk('community:videos.title'), notFound: tk('community:videos.all'), deleted: tk('community:videos.deleted') },
  calls: { get: (id) => VideosService.getVideo({ id }), remove: (id) => VideosService.deleteVideo({ id }) },
  reading: { maxWidth: 960, Live: VideoProgress, parts: [Player, 'hidden', Status, Details, (props) => props.item.status === 'ready' && <Reactions type={video} item={props.item} />] },
  edit: { text: DESCRIPTION, initial: (v) => ({ title: v.title, text: v.description ?? '' }), save: (id, { title, text }) => VideosService.updateVideo({ id, requestBody: { title, description: text } }) },
  form: {
    create: { title: tk('community:videos.create'), submit: tk('community:form.upload'), done: tk('community:videos.form.uploaded') },
    media: { Picker: VideoPicker, required: tk('community:videos.form.choose'), first: true },
    fields: [
      { kind: 'text', name: 'title', label: tk('community:fields.title'), rules: requiredText(255) },
      { kind: 'text', name: 'description', label: DESCRIPTION.label, rules: optionalText(DESCRIPTION.max), multiline: true, minRows: 3 },
      { kind: 'visibility', name: 'visibility' },
    ],
    defaults: () => ({ title: '', description: '', visibility: 'members' }),
    send: (v, file) =>
      VideosService.createVideo({ formData: { title: v.title, ...(v.description.trim() ? { description: v.description } : {}), visibility: v.visibility, video: file! } }),
    cachesItem: true,
  },
  reactions: {
    toggle: (id, like) => (like ? VideosService.likeVideo({ id }) : VideosService.unlikeVideo({ id })),
    comments: (id, page, take) => VideosService.listVideoComments({ id, page, take, order: 'desc' }),
    comment: (id, body) => VideosService.createVideoComment({ id, requestBody: { body } }),
    deleteComment: (id, commentId) => VideosService.deleteVideoComment({ id, commentId }),
  },
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
  const { t } = useTranslation();
  return (
    <>
      {v.status === 'failed' && v.error && <Alert severity="error">{v.error}</Alert>}
      {v.status === 'processing' && (
        <Alert severity="info">{t('community:videos.preparing')}</Alert>
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

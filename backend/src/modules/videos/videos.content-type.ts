import { VIDEO } from '../../common/content/content-kinds';
import type { ContentTypeSpec } from '../../common/content/content-type';
import { ContentQueryDto } from '../../common/content/dto/content-query.input';
import type { FileRule } from '../../common/uploads/multipart';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { DEFAULT_VIDEO_MAX_BYTES } from '../../config/app-config';
import { CreateVideoDto, UpdateVideoDto } from './dto/video.input';
import { VideoDto } from './dto/video.dto';

/** The video form's file, at most VIDEO_MAX_BYTES. */
const videoFile = (maxBytes: number): FileRule => ({
  maxBytes,
  required: true,
  requiredMessage: COMMUNITY_MSG.chooseVideo,
  description: 'A video (MP4, WebM, MOV, MKV, AVI, OGG…); the limit is VIDEO_MAX_BYTES',
});

/** Videos: an upload made playable by the `media` queue (videos.processor), a title and description, likes and comments. */
export const VIDEOS: ContentTypeSpec = {
  kind: VIDEO,
  path: 'videos',
  singular: 'Video',
  plural: 'Videos',
  dtos: { item: VideoDto, summary: VideoDto, query: ContentQueryDto, create: CreateVideoDto, update: UpdateVideoDto },
  /** Documented with the default limit; the configured one is enforced. */
  media: { field: 'video', rule: videoFile(DEFAULT_VIDEO_MAX_BYTES), enforced: (config) => videoFile(config.video.maxBytes) },
  edit: 'json',
  reactions: { noun: 'video' },
  summaries: {
    list: 'Videos ready to play (and my own while processing), newest first unless order=asc; search and author filters',
    get: 'One video: its file and poster once ready',
    create: {
      summary: 'Upload a video: title, optional description and the file',
      description:
        'Answers at once with the video processing; `videos.progress` and `videos.status` on my user channel tell when it is ready (or why it failed). 415 when the file is not a video, 413 when it is too large or too long.',
    },
    update: 'Edit my video’s title or description',
    remove: 'Delete my video, with its files, likes and comments',
  },
};

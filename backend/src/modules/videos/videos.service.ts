import { writeFile } from 'node:fs/promises';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { detectFileType, ImageStore } from '../../common/uploads/images';
import { PayloadTooLargeException } from '../../common/uploads/multipart';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { AppConfig } from '../../config/app-config';
import { JobQueue } from '../../queue/job-queue';
import { ContentAccess } from '../../common/content/content-access';
import { VIDEO } from '../../common/content/content-kinds';
import { clearable, deleteRow, insertRow, updateRow } from '../../common/content/content-writes';
import { ContentService, type ContentTypeService } from '../../common/content/content.service';
import type { ContentQueryDto } from '../../common/content/dto/content-query.input';
import type { CreateVideoDto, UpdateVideoDto } from './dto/video.input';
import type { VideoDto } from './dto/video.dto';
import { MediaTools, type ProbeResult } from './media/media-tools';
import { VIDEO_POSTER, VideoFiles } from './media/video-files';
import { VideosRepository } from './videos.repository';

/** '15 minutes', '1 minute 30 seconds', '5 seconds'. */
export function formatDuration(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return [minutes ? plural(minutes, 'minute') : '', rest || !minutes ? plural(rest, 'second') : ''].filter(Boolean).join(' ');
}

/** The video types accepted (from the bytes), and the extension the upload keeps while it waits. */
const VIDEO_TYPES: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/x-m4v': 'm4v',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/matroska': 'mkv',
  'video/x-matroska': 'mkv',
  'video/ogg': 'ogv',
  'video/vnd.avi': 'avi',
  'video/x-msvideo': 'avi',
  'video/mpeg': 'mpg',
  'video/mp2t': 'ts',
  'video/3gpp': '3gp',
  'video/3gpp2': '3g2',
  'video/x-flv': 'flv',
  'video/x-ms-asf': 'wmv',
};

/**
 * Videos: the upload is checked at once (a video? not too long?), then a `media` job makes it
 * playable; until then it shows as processing to its owner only.
 */
@Injectable()
export class VideosService
  extends ContentService<VideoDto, VideoDto, ContentQueryDto>
  implements ContentTypeService<VideoDto, VideoDto, ContentQueryDto, CreateVideoDto, UpdateVideoDto>
{
  constructor(
    private readonly em: EntityManager,
    videos: VideosRepository,
    access: ContentAccess,
    private readonly files: VideoFiles,
    private readonly media: MediaTools,
    private readonly images: ImageStore,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {
    super(videos, VIDEO, access);
  }

  /**
   * Accepts an upload: 415 when its bytes are not a video ffprobe can read, 413 when it is longer
   * than VIDEO_MAX_SECONDS; then records it as processing and queues the job that makes it playable.
   */
  async create(me: AuthUser, dto: CreateVideoDto, data: Buffer): Promise<VideoDto> {
    const mime = await detectFileType(data);
    const ext = mime && Object.hasOwn(VIDEO_TYPES, mime) ? VIDEO_TYPES[mime] : undefined;
    if (!ext) {
      throw new UnsupportedMediaTypeException(COMMUNITY_MSG.notVideo);
    }
    const name = VideoFiles.newName(ext);
    const file = await this.files.prepare(name);
    await writeFile(file, data);
    let probe: ProbeResult;
    try {
      probe = await this.media.probe(file).catch(() => {
        throw new UnsupportedMediaTypeException(COMMUNITY_MSG.videoUnreadable);
      });
      if (!probe.video) {
        throw new UnsupportedMediaTypeException(COMMUNITY_MSG.notVideo);
      }
      if (probe.duration > this.config.video.maxSeconds) {
        throw new PayloadTooLargeException(COMMUNITY_MSG.videoTooLong(formatDuration(this.config.video.maxSeconds)));
      }
    } catch (error) {
      await this.files.discard(name);
      throw error;
    }
    await this.files.keep('incoming', name, file);
    let id: number;
    try {
      id = await insertRow(this.em, 'videos', {
        user_id: me.id,
        title: dto.title,
        description: dto.description ?? null,
        visibility: dto.visibility,
        source: name,
        duration: probe.duration || null,
        width: probe.video.width || null,
        height: probe.video.height || null,
      });
    } catch (error) {
      await this.files.remove('incoming', name);
      throw error;
    }
    await this.queue.add('media.video', { videoId: id }, { jobId: `video-${id}`, attempts: 2 });
    return this.get(me, id);
  }

  update(me: AuthUser, id: number, dto: UpdateVideoDto): Promise<VideoDto> {
    return this.changeOwn(me, id, (video) => updateRow(this.em, 'videos', video.id, { title: dto.title, description: clearable(dto.description), visibility: dto.visibility }));
  }

  /** Deletes the video with its likes, comments and every file it has. */
  async remove(me: AuthUser, id: number): Promise<void> {
    const video = await this.access.owned(VIDEO, me.id, id);
    const row = await deleteRow<{ source: string | null; original: string | null; file: string | null; poster: string | null }>(
      this.em,
      'videos',
      video.id,
      'source, original, file, poster',
    );
    if (row) {
      await Promise.all([
        this.files.remove('incoming', row.source),
        this.files.remove('originals', row.original),
        this.files.remove('public', row.file),
        this.images.remove(row.poster, VIDEO_POSTER),
      ]);
    }
  }
}

import { stat } from 'node:fs/promises';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ImageStore } from '../../common/uploads/images';
import { COMMUNITY_MSG } from '../../common/validation/messages';
import { AppConfig } from '../../config/app-config';
import { JobHandler } from '../../queue/job-handler.decorator';
import { JobQueue } from '../../queue/job-queue';
import { RealtimeService } from '../../realtime/realtime.service';
import { MediaToolError, MediaTools } from './media/media-tools';
import type { VideoJob } from './media/video.job';
import { VIDEO_POSTER, VideoFiles } from './media/video-files';
import { VideosRepository, type VideoSource } from './videos.repository';

/** Where the poster frame is taken: a tenth in (at most 10 s), or the middle of a short clip. */
export const posterAt = (duration: number) => (duration > 2 ? Math.min(duration * 0.1, 10) : duration / 2);

/** Progress is reported in steps of this many percent. */
const PROGRESS_STEP = 5;

/**
 * The `media` queue's processor (BullMQ or inline, the same class): turns an upload into a
 * web-playable MP4 with a poster and its duration, reports progress to the uploader's socket, and
 * marks the video ready, or failed with the reason. Files of a video deleted meanwhile are removed.
 */
@Injectable()
export class VideosProcessor implements OnApplicationBootstrap {
  private readonly logger = new Logger('VideosProcessor');

  constructor(
    private readonly videos: VideosRepository,
    private readonly media: MediaTools,
    private readonly files: VideoFiles,
    private readonly images: ImageStore,
    private readonly realtime: RealtimeService,
    private readonly queue: JobQueue,
    private readonly config: AppConfig,
  ) {}

  /** In-process queues forget their jobs when the process stops: take up the unfinished videos again. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.queue.driver !== 'inline' || this.config.role === 'api') {
      return;
    }
    for (const videoId of await this.videos.unfinished()) {
      await this.queue.add('media.video', { videoId }, { jobId: `video-${videoId}`, attempts: 2 });
    }
  }

  @JobHandler('media.video')
  async process({ videoId }: VideoJob): Promise<void> {
    const video = await this.videos.source(videoId);
    if (!video || video.status !== 'processing' || !video.source) {
      return; // deleted, or done by an earlier attempt
    }
    const output = VideoFiles.newName('mp4');
    const made: { poster?: string } = {};
    try {
      await this.makePlayable(video, video.source, output, made);
    } catch (error) {
      await Promise.all([this.files.discard(output), this.files.remove('public', output), this.images.remove(made.poster ?? null, VIDEO_POSTER)]);
      if (!(error instanceof MediaToolError)) {
        throw error; // not the file's fault: the job is tried again
      }
      this.logger.warn(`Video ${video.id} failed: ${error.message}`);
      await this.files.remove('incoming', video.source);
      const reason = `${COMMUNITY_MSG.videoFailed}: ${error.message}`.slice(0, 255);
      if (await this.videos.markFailed(video.id, reason)) {
        this.realtime.toUser(video.user_id, 'videos.status', { video_id: video.id, status: 'failed', error: reason });
      }
    }
  }

  /** Transcodes (or copies) into `output`, takes the poster (noted in `made`), records it all. */
  private async makePlayable(video: VideoSource, source: string, output: string, made: { poster?: string }): Promise<void> {
    const work = await this.files.prepare(output);
    // ffmpeg reads a local file: the upload itself (local driver) or a temporary download of it (s3).
    await this.files.withLocal('incoming', source, async (input) => {
      const probe = await this.media.probe(input);
      let reported = 0;
      await this.media.toWebMp4(input, work, probe, (fraction) => {
        const progress = Math.floor((fraction * 100) / PROGRESS_STEP) * PROGRESS_STEP;
        if (progress > reported && progress < 100) {
          reported = progress;
          this.realtime.toUser(video.user_id, 'videos.progress', { video_id: video.id, progress });
          void this.videos.setProgress(video.id, progress).catch(() => undefined);
        }
      });
    });
    const result = await this.media.probe(work);
    if (!result.video) {
      throw new MediaToolError('no video stream in the output');
    }
    const poster = await this.images.save(await this.media.frame(work, posterAt(result.duration)), VIDEO_POSTER);
    made.poster = poster;
    const size = (await stat(work)).size;
    await this.files.keep('public', output, work);
    const original = this.config.video.keepOriginal ? source : null;
    if (original) {
      await this.files.move('incoming', 'originals', source);
    }
    const ready = await this.videos.markReady(video.id, {
      file: output,
      poster,
      duration: result.duration,
      width: result.video.width,
      height: result.video.height,
      size_bytes: size,
      original,
    });
    if (!ready) {
      await Promise.all([this.files.remove('public', output), this.images.remove(poster, VIDEO_POSTER), this.files.remove('originals', original)]);
      return;
    }
    await this.files.remove('incoming', source);
    this.realtime.toUser(video.user_id, 'videos.status', { video_id: video.id, status: 'ready', error: null });
  }
}

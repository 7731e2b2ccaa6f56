/** Videos' front door: what other code may use of it. */
export { VideosModule } from './videos.module';
export { VideosService } from './videos.service';
export { MediaTools } from './media/media-tools';
export type { VideoJob } from './media/video.job';

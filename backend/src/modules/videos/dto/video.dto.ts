import { ApiProperty } from '@nestjs/swagger';
import { ReactedItemDto, toReactedItemFields, type ReactedItemRow } from '../../../common/content/dto/content-item.dto';

export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

export class VideoDto extends ReactedItemDto {
  @ApiProperty({ example: 8 }) id!: number;
  @ApiProperty({ example: 'Sunset timelapse' }) title!: string;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: VIDEO_STATUSES, enumName: 'VideoStatus', description: 'processing until it plays; others see only ready videos' })
  status!: VideoStatus;
  @ApiProperty({ example: 40, description: 'How far the processing is, 0 to 100' }) progress!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why it failed (shown to its owner)' }) error!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'File name of the web-playable MP4 (H.264/AAC) at /storage/videos/<file>, served with HTTP Range; null until ready' })
  file!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'File name of the poster frame at /storage/videos/posters/<file>' }) poster!: string | null;
  @ApiProperty({ type: Number, nullable: true, example: 12.5, description: 'Seconds' }) duration!: number | null;
  @ApiProperty({ type: Number, nullable: true }) width!: number | null;
  @ApiProperty({ type: Number, nullable: true }) height!: number | null;
}

export interface VideoRow extends ReactedItemRow {
  id: number;
  user_id: number;
  title: string;
  description: string | null;
  status: VideoStatus;
  progress: number;
  error: string | null;
  file: string | null;
  poster: string | null;
  duration: number | null;
  width: number | null;
  height: number | null;
}

/** What leaves the server of a video: why it failed only to its owner (`viewerId`). */
export function toVideoDto(row: VideoRow, viewerId: number | null): VideoDto {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    progress: row.progress,
    error: row.user_id === viewerId ? row.error : null,
    file: row.status === 'ready' ? row.file : null,
    poster: row.poster,
    duration: row.duration,
    width: row.width,
    height: row.height,
    ...toReactedItemFields(row),
  };
}

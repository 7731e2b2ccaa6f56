import { mediaUrl } from '../../../lib/api';

/** An image of a community section: `/storage/<folder>/<file>`, or its thumbnail under `thumbs/`. */
export function contentImageUrl(folder: 'blogs' | 'events' | 'forums' | 'pictures', file: string, { thumb = false } = {}): string {
  return mediaUrl(`/storage/${folder}/${thumb ? 'thumbs/' : ''}${encodeURIComponent(file)}`);
}

/** A video's playable MP4 (served with HTTP Range, so the player seeks). */
export function videoUrl(file: string): string {
  return mediaUrl(`/storage/videos/${encodeURIComponent(file)}`);
}

/** A video's poster frame. */
export function posterUrl(file: string): string {
  return mediaUrl(`/storage/videos/posters/${encodeURIComponent(file)}`);
}

/** 75 → '1:15', 3725 → '1:02:05'. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

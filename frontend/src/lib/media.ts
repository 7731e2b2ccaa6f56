import { mediaUrl } from './api';

/** A member's avatar (`/storage/avatars/<file>`), or its 90×90 thumbnail for small sizes. */
export function avatarUrl(file: string, { thumb = false } = {}): string {
  return mediaUrl(`/storage/avatars/${thumb ? 'thumbs/' : ''}${encodeURIComponent(file)}`);
}

/** A member's cover image (`/storage/covers/<file>`). */
export function coverUrl(file: string): string {
  return mediaUrl(`/storage/covers/${encodeURIComponent(file)}`);
}

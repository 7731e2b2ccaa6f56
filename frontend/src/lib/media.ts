import { mediaUrl } from './api';

/** A member's avatar (`/storage/avatars/<file>`), its 90×90 thumbnail, or its 45×45 one (`small`). */
export function avatarUrl(file: string, { thumb = false, small = false } = {}): string {
  return mediaUrl(`/storage/avatars/${small ? 'thumbs45/' : thumb ? 'thumbs/' : ''}${encodeURIComponent(file)}`);
}

/** A member's cover image (`/storage/covers/<file>`). */
export function coverUrl(file: string): string {
  return mediaUrl(`/storage/covers/${encodeURIComponent(file)}`);
}

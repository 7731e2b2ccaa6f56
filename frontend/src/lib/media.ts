import { mediaUrl } from './api';

/** A member's avatar (`/storage/avatars/<file>`), its 90×90 thumbnail, or its 45×45 one (`small`). */
export function avatarUrl(file: string, { thumb = false, small = false } = {}): string {
  return mediaUrl(`/storage/avatars/${small ? 'thumbs45/' : thumb ? 'thumbs/' : ''}${encodeURIComponent(file)}`);
}

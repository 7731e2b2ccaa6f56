import type { ImageKind } from '../../common/uploads/images';

/** A post's image: stored re-encoded under /storage/posts/<file>. */
export const POST_IMAGE: ImageKind = { folder: 'posts', maxSize: 2048 };

export const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

import { randomUUID } from 'node:crypto';
import { Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import sharp from 'sharp';
import { AppConfig } from '../../config/app-config';
import { ObjectStore } from '../../files/object-store';
import { UPLOAD_MSG } from '../validation/messages';
import { PayloadTooLargeException } from './multipart';

/** Image types accepted anywhere, recognised from the bytes, never from the name or MIME type. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export interface ImageVariant {
  /** Sub-folder under the kind's folder ('' for the main image). */
  folder: string;
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

export interface ImageKind {
  /** Folder under UPLOADS_DIR/public, served at /storage/<folder>/. */
  folder: string;
  /** The stored main image is at most this wide/high. */
  maxSize: number;
  variants?: ImageVariant[];
}

/**
 * Every kind of stored image, declared here: where it is served, its size, its variants, and
 * the largest upload accepted for it.
 */
export const AVATAR: ImageKind = { folder: 'avatars', maxSize: 1024, variants: [{ folder: 'thumbs', width: 90, height: 90, fit: 'cover' }] };
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const COVER: ImageKind = { folder: 'covers', maxSize: 2400 };
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
/** A post's image: /storage/posts/<file>. */
export const POST_IMAGE: ImageKind = { folder: 'posts', maxSize: 2048 };
export const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The images of a content section (a listing, a blog post, an event…): /storage/<folder>/<file>,
 * with a 400×300 thumbnail at /storage/<folder>/thumbs/<file> for lists and cards.
 */
export const contentImage = (folder: string): ImageKind => ({
  folder,
  maxSize: 2048,
  variants: [{ folder: 'thumbs', width: 400, height: 300, fit: 'cover' }],
});
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many images in one content form. */
export const CONTENT_IMAGES_MAX_COUNT = 10;

/** The MIME type the bytes show (magic numbers), or undefined when unknown. */
export async function detectFileType(data: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(data))?.mime;
}

/**
 * Stores uploaded images: checks the bytes are JPEG, PNG, WebP or GIF (else 415), re-encodes them
 * with sharp (which drops EXIF, GPS and every other metadata; the orientation is applied first),
 * and writes the main image and its variants under a generated name.
 */
@Injectable()
export class ImageStore {
  constructor(
    private readonly config: AppConfig,
    private readonly store: ObjectStore,
  ) {}

  /** The storage key of an image: public/<kind folder>/[<variant folder>/]<name>. */
  private key(kind: ImageKind, folder: string, name: string): string {
    return ['public', kind.folder, folder, name].filter(Boolean).join('/');
  }

  /** The storage key of a stored image's main file (a member's export copies it); undefined for a name that is not ours. */
  fileOf(name: string | null, kind: ImageKind): string | undefined {
    return name && !name.includes('/') && !name.includes('..') ? this.key(kind, '', name) : undefined;
  }

  /** Width and height of a stored image's main file (read from its header). */
  async dimensionsOf(name: string, kind: ImageKind): Promise<{ width?: number; height?: number }> {
    const head = await this.store.read(this.key(kind, '', name));
    return head.pipe(sharp()).metadata();
  }

  async save(data: Buffer, kind: ImageKind): Promise<string> {
    const mime = await detectFileType(data);
    if (!mime || !(IMAGE_TYPES as readonly string[]).includes(mime)) {
      throw new UnsupportedMediaTypeException(UPLOAD_MSG.notImage);
    }
    const animated = mime === 'image/gif' || mime === 'image/webp';
    const maxPixels = this.config.maxImagePixels;
    // Read from the header before any decoding: a small file may claim a gigantic canvas.
    const meta = await sharp(data, { animated, limitInputPixels: false }).metadata().catch(() => undefined);
    if (!meta?.width || !meta.height) {
      throw new UnsupportedMediaTypeException(UPLOAD_MSG.unreadableImage);
    }
    if (meta.width * (meta.pageHeight ?? meta.height) * (meta.pages ?? 1) > maxPixels) {
      throw new PayloadTooLargeException(UPLOAD_MSG.tooManyPixels(maxPixels));
    }
    const name = `${randomUUID()}.webp`;
    const source = (options: { animated?: boolean } = {}) => sharp(data, { ...options, failOn: 'error', limitInputPixels: maxPixels }).rotate();
    const outputs: [string, Buffer][] = [];
    try {
      outputs.push([
        this.key(kind, '', name),
        await source({ animated }).resize({ width: kind.maxSize, height: kind.maxSize, fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer(),
      ]);
      for (const variant of kind.variants ?? []) {
        const out = await source().resize({ width: variant.width, height: variant.height, fit: variant.fit }).webp({ quality: 85 }).toBuffer();
        outputs.push([this.key(kind, variant.folder, name), out]);
      }
    } catch {
      // Magic bytes that pass, data that does not decode (corrupt, truncated): the file's fault.
      throw new UnsupportedMediaTypeException(UPLOAD_MSG.unreadableImage);
    }
    try {
      await Promise.all(outputs.map(([key, bytes]) => this.store.put(key, bytes, { contentType: 'image/webp' })));
      return name;
    } catch (error) {
      await this.store.delete(outputs.map(([key]) => key)).catch(() => undefined);
      throw error;
    }
  }

  /** Stores several images (in order); when one fails, those already stored are removed. */
  async saveAll(files: readonly Buffer[], kind: ImageKind): Promise<string[]> {
    const names: string[] = [];
    try {
      for (const data of files) {
        names.push(await this.save(data, kind));
      }
      return names;
    } catch (error) {
      await this.removeAll(names, kind);
      throw error;
    }
  }

  /** Removes several images and their variants. */
  async removeAll(names: readonly (string | null)[], kind: ImageKind): Promise<void> {
    await Promise.all(names.map((name) => this.remove(name, kind)));
  }

  /** Removes an image and its variants (after it was replaced). */
  async remove(name: string | null, kind: ImageKind): Promise<void> {
    if (!name || name.includes('/') || name.includes('..')) {
      return;
    }
    await this.store.delete([this.key(kind, '', name), ...(kind.variants ?? []).map((variant) => this.key(kind, variant.folder, name))]);
  }
}

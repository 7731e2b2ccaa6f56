import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import sharp from 'sharp';
import { AppConfig } from '../../config/app-config';
import { sql } from '../../database/sql';
import { IMMUTABLE_CACHE, ObjectNotFoundError, ObjectStore } from '../../files/object-store';
import { textArray } from '../../files/orphan-sweeper';
import { UPLOAD_MSG } from '../validation/messages';
import { PayloadTooLargeException } from './multipart';

/** Image types accepted anywhere, recognised from the bytes, never from the name or MIME type. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export interface ImageVariant {
  /** Sub-folder under the kind's folder ('' for the main image). */
  folder: string;
  width: number;
  /** Without a height: the image scaled to this width (never enlarged), for `srcset`. */
  height?: number;
  fit: 'cover' | 'inside';
}

/**
 * The widths a photo is shown at, each at /storage/<kind>/w<width>/<file>: a phone's card at 1.75x
 * to 3x takes 720, 960 or 1280 (with 640 missing, 1.75x took 1280), a desktop's card 480.
 */
export const PHOTO_WIDTHS = [320, 480, 720, 960, 1280] as const;
export const widths = (list: readonly number[]): ImageVariant[] => list.map((width) => ({ folder: `w${width}`, width, fit: 'inside' }));

export interface ImageKind {
  /** Folder under UPLOADS_DIR/public, served at /storage/<folder>/. */
  folder: string;
  /** The stored main image is at most this wide/high. */
  maxSize: number;
  variants?: ImageVariant[];
}

const KINDS = new Map<string, ImageKind>();

/** Declares a kind of stored image (the backfill finds every kind here): answers it as it is. */
export function imageKind(kind: ImageKind): ImageKind {
  KINDS.set(kind.folder, kind);
  return kind;
}

/** Every kind declared so far (all of them once the app's modules are loaded). */
export const imageKinds = (): ImageKind[] => [...KINDS.values()];

/**
 * Every kind of stored image, declared here: where it is served, its size, its variants, and
 * the largest upload accepted for it.
 */
export const AVATAR = imageKind({
  folder: 'avatars',
  maxSize: 1024,
  // 45 px as lists show avatars, 90 px for the same on a high-density screen.
  variants: [
    { folder: 'thumbs', width: 90, height: 90, fit: 'cover' },
    { folder: 'thumbs45', width: 45, height: 45, fit: 'cover' },
  ],
});
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const COVER = imageKind({ folder: 'covers', maxSize: 2400, variants: widths([640, 1280, 1920]) });
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
/** A post's image: /storage/posts/<file>. */
export const POST_IMAGE = imageKind({ folder: 'posts', maxSize: 2048, variants: widths(PHOTO_WIDTHS) });
export const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * The images of a content section (a listing, a blog post, an event…): /storage/<folder>/<file>,
 * with a 400×300 thumbnail at /storage/<folder>/thumbs/<file> for lists and cards and the
 * PHOTO_WIDTHS copies for `srcset`.
 */
export const contentImage = (folder: string): ImageKind =>
  imageKind({
    folder,
    maxSize: 2048,
    variants: [{ folder: 'thumbs', width: 400, height: 300, fit: 'cover' }, ...widths(PHOTO_WIDTHS)],
  });
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** At most this many images in one content form. */
export const CONTENT_IMAGES_MAX_COUNT = 10;

/** The MIME type the bytes show (magic numbers), or undefined when unknown. */
export async function detectFileType(data: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(data))?.mime;
}

/** What the pages need before an image arrives: its size (so nothing shifts) and a tiny blurred copy. */
export interface ImagePreview {
  width: number;
  height: number;
  /** A ~16 px WebP as a data URI, shown blurred and stretched until the image has loaded. */
  placeholder: string;
}

/** The placeholder's longest side: about 150 bytes of base64, enough for a blurred impression. */
const PLACEHOLDER_SIZE = 16;

/** The SQL of an image column's preview as JSON (null when none was made), for the reads that map it into a DTO. */
export const previewSql = (fileColumn: string) =>
  `(select json_build_object('width', ip.width, 'height', ip.height, 'placeholder', ip.placeholder) from image_previews ip where ip.name = ${fileColumn})`;

/** An image's preview in a response: the optional companion of an image file field. */
export class ImagePreviewDto implements ImagePreview {
  @ApiProperty({ example: 1280, description: 'Width of the stored image, in pixels' }) width!: number;
  @ApiProperty({ example: 960, description: 'Height of the stored image, in pixels' }) height!: number;
  @ApiProperty({ example: 'data:image/webp;base64,UklGR…', description: 'A ~16 px WebP as a data URI: shown blurred until the image has loaded' })
  placeholder!: string;
}

/** An image's pixels (its first frame), 8-bit sRGB, decoded once for every size made of it. */
interface Frame {
  pixels: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

async function decode(image: sharp.Sharp): Promise<Frame> {
  const { data, info } = await image.toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  return { pixels: data, width: info.width, height: info.height, channels: info.channels };
}

const fromFrame = (frame: Frame) => sharp(frame.pixels, { raw: { width: frame.width, height: frame.height, channels: frame.channels } });

/**
 * Stores uploaded images: checks the bytes are JPEG, PNG, WebP or GIF (else 415), re-encodes them
 * with sharp (which drops EXIF, GPS and every other metadata; the orientation is applied first),
 * and writes the main image and its variants under a generated name, with its preview row.
 */
@Injectable()
export class ImageStore {
  constructor(
    private readonly config: AppConfig,
    private readonly store: ObjectStore,
    private readonly em: EntityManager,
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
    let outputs: [string, Buffer][];
    let preview: ImagePreview;
    try {
      const fitted = sharp(data, { animated, failOn: 'error', limitInputPixels: maxPixels })
        .rotate()
        .resize({ width: kind.maxSize, height: kind.maxSize, fit: 'inside', withoutEnlargement: true });
      let main: Buffer;
      let frame: Frame;
      if (animated) {
        main = await fitted.webp({ quality: 85 }).toBuffer();
        frame = await decode(sharp(main, { failOn: 'error' }));
      } else {
        // Decoded once: the main file, each variant and the preview are encoded from these pixels.
        frame = await decode(fitted);
        main = await fromFrame(frame).webp({ quality: 85 }).toBuffer();
      }
      [outputs, preview] = await this.derive(frame, kind, name, kind.variants ?? []);
      outputs.unshift([this.key(kind, '', name), main]);
    } catch {
      // Magic bytes that pass, data that does not decode (corrupt, truncated): the file's fault.
      throw new UnsupportedMediaTypeException(UPLOAD_MSG.unreadableImage);
    }
    try {
      await Promise.all(outputs.map(([key, bytes]) => this.store.put(key, bytes, { contentType: 'image/webp', cacheControl: IMMUTABLE_CACHE })));
      await this.record(name, preview);
      return name;
    } catch (error) {
      await this.store.delete(outputs.map(([key]) => key)).catch(() => undefined);
      throw error;
    }
  }

  /** The variants `wanted` of a main image's (first) frame, and its preview. */
  private async derive(frame: Frame, kind: ImageKind, name: string, wanted: readonly ImageVariant[]): Promise<[[string, Buffer][], ImagePreview]> {
    const outputs: [string, Buffer][] = [];
    for (const variant of wanted) {
      const out = await fromFrame(frame)
        .resize({ width: variant.width, height: variant.height, fit: variant.fit, withoutEnlargement: variant.height === undefined })
        .webp({ quality: variant.height === undefined ? 80 : 85 })
        .toBuffer();
      outputs.push([this.key(kind, variant.folder, name), out]);
    }
    const tiny = await fromFrame(frame).resize({ width: PLACEHOLDER_SIZE, height: PLACEHOLDER_SIZE, fit: 'inside' }).webp({ quality: 40 }).toBuffer();
    return [outputs, { width: frame.width, height: frame.height, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` }];
  }

  private async record(name: string, preview: ImagePreview): Promise<void> {
    await sql(
      this.em.fork(),
      `insert into image_previews (name, width, height, placeholder) values (?, ?, ?, ?)
       on conflict (name) do update set width = excluded.width, height = excluded.height, placeholder = excluded.placeholder`,
      [name, preview.width, preview.height, preview.placeholder],
    );
  }

  /** The previews of stored images, by name (those without one are left out). */
  async previews(names: readonly (string | null)[]): Promise<Map<string, ImagePreview>> {
    const wanted = names.filter((name): name is string => !!name);
    if (!wanted.length) {
      return new Map();
    }
    const rows = await sql<ImagePreview & { name: string }>(this.em.fork(), 'select name, width, height, placeholder from image_previews where name = any(?::text[])', [textArray(wanted)]);
    return new Map(rows.map(({ name, ...preview }) => [name, preview]));
  }

  /**
   * Makes what an image stored before its kind's variants existed lacks: the missing variants and
   * its preview (the backfill). Answers how many objects it wrote; 0 when nothing was missing.
   */
  async complete(name: string, kind: ImageKind): Promise<number> {
    const missing: ImageVariant[] = [];
    for (const variant of kind.variants ?? []) {
      if (!(await this.store.stat(this.key(kind, variant.folder, name)))) {
        missing.push(variant);
      }
    }
    const hasPreview = (await this.previews([name])).has(name);
    if (!missing.length && hasPreview) {
      return 0;
    }
    let main: Buffer;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of await this.store.read(this.key(kind, '', name))) {
        chunks.push(chunk as Buffer);
      }
      main = Buffer.concat(chunks);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) {
        return 0;
      }
      throw error;
    }
    const [outputs, preview] = await this.derive(await decode(sharp(main, { failOn: 'error' })), kind, name, missing);
    await Promise.all(outputs.map(([key, bytes]) => this.store.put(key, bytes, { contentType: 'image/webp', cacheControl: IMMUTABLE_CACHE })));
    await this.record(name, preview);
    return outputs.length + (hasPreview ? 0 : 1);
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

  /** Removes an image, its variants and its preview (after it was replaced). */
  async remove(name: string | null, kind: ImageKind): Promise<void> {
    if (!name || name.includes('/') || name.includes('..')) {
      return;
    }
    await this.store.delete([this.key(kind, '', name), ...(kind.variants ?? []).map((variant) => this.key(kind, variant.folder, name))]);
    await sql(this.em.fork(), 'delete from image_previews where name = ?', [name]);
  }
}

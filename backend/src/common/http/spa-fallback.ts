import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import { withPreview } from '../sharing/head-tags';
import { PagePreviews } from '../sharing/page-previews';

/** Path prefixes that never fall back to the frontend. */
const SERVER_PREFIXES = ['/api', '/socket.io'];

/** Page routes whose last segment may hold a dot (a username such as `ana.silva`). */
const DOTTED_PAGES = /^\/u\/[^/]+(\/friends)?$/;

/** The last segment names a file: it ends in an extension (`.js`, `.png`, `.ico`…). */
const FILE_NAME = /\.[A-Za-z0-9]{1,10}$/;

/**
 * The single-page fallback: a GET for any page route (outside /api and /socket.io) answers the
 * frontend's index.html, so a deep link such as /show_chat/5 opens that page. A path naming a file
 * (`/assets/missing.js`, `/favicon.ico`) is never a page: missing, it is a 404. Public media share
 * the /storage prefix with the storage page: a path into a media folder (/storage/avatars/…)
 * stays a 404 when the file is missing, even before the folder exists, and /storage itself
 * (/storage?folder_id=4) is a page.
 */
@Injectable()
export class SpaFallback {
  private readonly indexHtml?: string;
  /** index.html compressed, made at its first request in each encoding. */
  private readonly compressedIndex: Partial<Record<Encoding, Buffer>> = {};
  private readonly publicMedia: string;
  /** With object storage every /storage/<folder>/<file> path is media (there is no folder to look at). */
  private readonly allFoldersAreMedia: boolean;

  constructor(
    private readonly config: AppConfig,
    private readonly previews: PagePreviews,
  ) {
    this.publicMedia = join(config.uploadsDir, 'public');
    this.allFoldersAreMedia = config.storage.driver === 's3';
    const file = config.frontendDist ? join(config.frontendDist, 'index.html') : undefined;
    this.indexHtml = file && existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  }

  get enabled(): boolean {
    return this.indexHtml !== undefined;
  }

  serves(request: FastifyRequest): boolean {
    if (!this.indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return false;
    }
    const path = request.url.split('?')[0];
    return !SERVER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) && !this.isMedia(path) && !namesFile(path);
  }

  /** A path into a folder of public media, e.g. /storage/avatars/<file> (a file name there is caught by `namesFile` even before the folder exists). */
  private isMedia(path: string): boolean {
    const folder = /^\/storage\/([^/]+)\//.exec(path)?.[1];
    return folder !== undefined && !folder.startsWith('.') && (this.allFoldersAreMedia || existsSync(join(this.publicMedia, folder)));
  }

  /** The app's page; a public item's page (a listing, a public blog post…) with its title and card tags for shared links. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    let html = this.indexHtml;
    const path = request.url.split('?')[0];
    if (html && this.config.guestRead && path.length < 200) {
      const preview = await this.previews.preview(path).catch(() => null);
      if (preview) {
        html = withPreview(html, preview, `${this.config.publicUrl}${path}`, this.config.publicUrl);
      }
    }
    void reply.status(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const encoding = html === undefined ? null : preferredEncoding(request.headers['accept-encoding']);
    if (!html || !encoding) {
      return reply.send(html);
    }
    // The bare page is compressed once; a page with an item's preview, at each request (~3 KB, well under a millisecond).
    const body = html === this.indexHtml ? (this.compressedIndex[encoding] ??= compress(html, encoding)) : compress(html, encoding);
    return reply.header('content-encoding', encoding).send(body);
  }
}

type Encoding = 'br' | 'gzip';

/** Brotli, else gzip, when the request's Accept-Encoding takes it (a zero q refuses). */
function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) {
      accepted.add(name);
    }
  }
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

function compress(html: string, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html);
}

/** A path whose last segment is a file name, outside the pages whose segments may hold dots. */
function namesFile(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is no page either way; judge it as sent.
  }
  return FILE_NAME.test(decoded) && !DOTTED_PAGES.test(decoded);
}

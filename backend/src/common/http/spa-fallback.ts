import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';

/** Path prefixes that never fall back to the frontend. */
const SERVER_PREFIXES = ['/api', '/socket.io'];

/**
 * The single-page fallback: a GET for any page route (outside /api and /socket.io) answers the
 * frontend's index.html, so a deep link such as /show_chat/5 opens that page. Public media share
 * the /storage prefix with the storage page: a path into one of the media folders
 * (/storage/avatars/…) stays a 404 when the file is missing, and every other /storage path
 * (/storage itself, /storage?folder_id=4) is a page.
 */
@Injectable()
export class SpaFallback {
  private readonly indexHtml?: string;
  private readonly publicMedia: string;
  /** With object storage every /storage/<folder>/<file> path is media (there is no folder to look at). */
  private readonly allFoldersAreMedia: boolean;

  constructor(config: AppConfig) {
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
    return !SERVER_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`)) && !this.isMedia(path);
  }

  /** A path into a folder of public media, e.g. /storage/avatars/<file>. */
  private isMedia(path: string): boolean {
    const folder = /^\/storage\/([^/]+)\//.exec(path)?.[1];
    return folder !== undefined && !folder.startsWith('.') && (this.allFoldersAreMedia || existsSync(join(this.publicMedia, folder)));
  }

  send(reply: FastifyReply): FastifyReply {
    return reply.status(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(this.indexHtml);
  }
}

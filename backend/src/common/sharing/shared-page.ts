import type { Type } from '@nestjs/common';

/** What a shared link shows of a public page (OpenGraph and Twitter card tags). */
export interface PagePreview {
  title: string;
  description: string;
  /** A path under /storage/, or null. */
  image: string | null;
  /** A listing's price, with its currency when it has one. */
  price?: { amount: number; currency: string | null } | null;
  /** An event's start. */
  starts_at?: Date | string | null;
}

/** A public page for the sitemap. */
export interface PublicPage {
  path: string;
  updated_at: Date | string;
}

/**
 * What a domain contributes to shared links (its descriptor's `sharing`): the preview of one of
 * its pages when a visitor may read it, and its public pages for the sitemap. A provider of its module.
 */
export interface SharedPages {
  /** As a visitor sees the page, or as member `viewerId` does (a link sent in a chat). */
  preview(path: string, viewerId?: number | null): Promise<PagePreview | null>;
  publicPages(limit: number): Promise<PublicPage[]>;
}

export type SharedPagesClass = Type<SharedPages>;

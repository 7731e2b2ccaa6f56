import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { VISIBILITIES, type Visibility } from '../content-kinds';
import { toUserSummaryDto, UserSummaryDto } from '../../users/user-summary';
import type { CategoryDto } from '../categories';
import { ReactionStateDto } from '../reactions/reaction.dto';
import { toIso } from '../../time/timestamps';

/** What every community item carries: who wrote it, when, and whether moderators hid it. */
export class ContentItemDto {
  @ApiProperty({ type: UserSummaryDto, description: 'Who wrote or posted it' }) user!: UserSummaryDto;
  @ApiProperty({ description: 'Hidden by a moderator: only its author still sees it' }) hidden!: boolean;
  @ApiPropertyOptional({ enum: VISIBILITIES, enumName: 'Visibility', description: 'Who may read it (not on forum replies, which follow their thread)' })
  visibility?: Visibility;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
}

/** An item members like and comment on (blog post, picture, video). */
export class ReactedItemDto extends IntersectionType(ContentItemDto, ReactionStateDto) {}

/**
 * An item's reading page whose text is one Markdown body (blog posts, threads): the list's item
 * `Summary`, then the Markdown and the HTML rendered from it.
 */
export function WithMarkdownBody<S extends Type<object>>(Summary: S) {
  class ReadingPageDto extends Summary {
    @ApiProperty({ description: 'The Markdown the author wrote' }) body!: string;
    @ApiProperty({ description: 'The body rendered to HTML: raw HTML escaped, links safe' }) body_html!: string;
  }
  return ReadingPageDto;
}

/** The reading page's columns, which list rows leave out. */
export interface MarkdownBodyRow {
  body?: string;
  body_html?: string;
}

/** A list item's fields with its reading page's Markdown and HTML. */
export function withMarkdownBody<S>(summary: S, row: MarkdownBodyRow): S & { body: string; body_html: string } {
  return { ...summary, body: row.body ?? '', body_html: row.body_html ?? '' };
}

export interface ContentItemRow {
  author: UserSummaryDto;
  /** Selected by the items that have one (not forum replies). */
  visibility?: Visibility;
  hidden: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface ReactedItemRow extends ContentItemRow {
  likes_count: number;
  comments_count: number;
  liked_by_me: boolean;
}

/** The list columns of an item written with a category (blog post, event, thread): its title, category, excerpt and optional image. */
export interface WrittenItemRow {
  id: number;
  title: string;
  category: CategoryDto;
  excerpt: string;
  image: string | null;
}

export function toWrittenItemFields(row: WrittenItemRow): WrittenItemRow {
  return { id: row.id, title: row.title, category: row.category, excerpt: row.excerpt, image: row.image };
}

export function toContentItemFields(row: ContentItemRow): ContentItemDto {
  return {
    user: toUserSummaryDto(row.author),
    hidden: row.hidden,
    ...(row.visibility ? { visibility: row.visibility } : {}),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export function toReactedItemFields(row: ReactedItemRow): ReactedItemDto {
  return { ...toContentItemFields(row), likes_count: row.likes_count, comments_count: row.comments_count, liked_by_me: row.liked_by_me };
}

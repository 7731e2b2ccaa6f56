import { FORUM } from '../../common/content/content-kinds';
import { imageMedia, type ContentTypeSpec } from '../../common/content/content-type';
import { CategorizedQueryDto } from '../../common/content/dto/content-query.input';
import { CreateForumDto, UpdateForumDto } from './dto/forum.input';
import { ForumDto, ForumSummaryDto } from './dto/forum.dto';

/** Forum threads: a first post in Markdown with a category and an optional image; replies, pins and locks are forums.controller's. */
export const FORUMS: ContentTypeSpec = {
  kind: FORUM,
  path: 'forums',
  singular: 'Forum',
  plural: 'Forums',
  categories: 'forum',
  dtos: { item: ForumDto, summary: ForumSummaryDto, query: CategorizedQueryDto, create: CreateForumDto, update: UpdateForumDto },
  media: imageMedia(),
  edit: 'multipart',
  summaries: {
    categories: 'The forum categories',
    list: 'Threads: pinned first, then by latest activity (order=asc: oldest activity first); search, category and author filters',
    get: 'One thread with its first post',
    create: 'Start a thread: title, category, Markdown body and an optional image',
    update: 'Edit my thread: the fields sent change; an image sent replaces the old one',
    remove: 'Delete my thread (moderators: any thread), with its replies',
  },
};

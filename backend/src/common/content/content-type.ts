import type { Type } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { CONTENT_IMAGE_MAX_BYTES } from '../uploads/images';
import { imageFile, type FileRule } from '../uploads/multipart';
import type { CategoryKind } from './categories';
import type { ContentKind, ReactedKind } from './content-kinds';

/** The form's one file: its field, its rule as documented, and as enforced when it comes from the configuration. */
export interface ContentMedia {
  field: string;
  rule: FileRule;
  enforced?: (config: AppConfig) => FileRule;
}

/** An image under `image` (JPEG, PNG, WebP or GIF, CONTENT_IMAGE_MAX_BYTES); only the first one sent is used. */
export const imageMedia = (options: { required?: boolean } = {}): ContentMedia => ({ field: 'image', rule: imageFile(CONTENT_IMAGE_MAX_BYTES, options) });

/** A route's words in OpenAPI: its summary, and a description when it needs more. */
export type RouteText = string | { summary: string; description: string };

/**
 * One community content type (blogs, events, forums, pictures, videos) declared as data, as
 * listing sections are: `contentControllers` builds its routes, with their operation ids,
 * summaries and schemas, from this; its service holds what it does.
 */
export type ContentTypeSpec = ContentTypeFields &
  (
    | { kind: ContentKind; reactions?: undefined }
    /** Likes and comments (`/<path>/{id}/like`, `…/comments`), with the item as a sentence names it: 'blog post'. */
    | { kind: ReactedKind; reactions: { noun: string } }
  );

interface ContentTypeFields {
  /** What access checks, lists and reactions know of it: its table and its 404 message. */
  kind: ContentKind;
  /** The path under /api and the OpenAPI tag: 'blogs'. */
  path: string;
  /** One item's name in operation ids: getBlog, createBlog, updateBlog, deleteBlog, listBlogCategories, likeBlog. */
  singular: string;
  /** The list's name: listBlogs. */
  plural: string;
  /** Its categories, at GET /<path>/categories (listBlogCategories); none without. */
  categories?: CategoryKind;
  dtos: {
    /** One item (reading page): GET /<path>/{id} and the answers of writes. */
    item: Type<object>;
    /** An item in the list. */
    summary: Type<object>;
    /** The list's query. */
    query: Type<object>;
    /** The new-item form (multipart). */
    create: Type<object>;
    /** The edit form: multipart with the file when `edit` is 'multipart', else JSON. */
    update: Type<object>;
  };
  media: ContentMedia;
  /** 'multipart': an edit may send a new file; 'json': fields only. */
  edit: 'multipart' | 'json';
  summaries: {
    categories?: string;
    list: string;
    get: string;
    create: RouteText;
    update: string;
    remove: string;
  };
  /** Error answers of the create route beyond its form's (pictures: an album that is not mine). */
  createErrors?: number[];
}

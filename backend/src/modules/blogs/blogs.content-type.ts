import { BLOG } from '../../common/content/content-kinds';
import { imageMedia, type ContentTypeSpec } from '../../common/content/content-type';
import { CategorizedQueryDto } from '../../common/content/dto/content-query.input';
import { CreateBlogDto, UpdateBlogDto } from './dto/blog.input';
import { BlogDto, BlogSummaryDto } from './dto/blog.dto';

/** Blog posts: Markdown with a category and one optional image (only the first one sent is used), likes and comments. */
export const BLOGS: ContentTypeSpec = {
  kind: BLOG,
  path: 'blogs',
  singular: 'Blog',
  plural: 'Blogs',
  categories: 'blog',
  dtos: { item: BlogDto, summary: BlogSummaryDto, query: CategorizedQueryDto, create: CreateBlogDto, update: UpdateBlogDto },
  media: imageMedia(),
  edit: 'multipart',
  reactions: { noun: 'blog post' },
  summaries: {
    categories: 'The blog categories',
    list: 'Blog posts, newest first unless order=asc; search, category and author filters',
    get: 'One blog post, with its Markdown and the HTML rendered from it',
    create: 'Publish a blog post: title, category, Markdown body and an optional image',
    update: 'Edit my blog post: the fields sent change; an image sent replaces the old one',
    remove: 'Delete my blog post, with its likes, comments and image',
  },
};

import { Injectable } from '@nestjs/common';
import { contentImage } from '../../common/uploads/images';
import { ContentAccess } from '../../common/content/content-access';
import { BLOG } from '../../common/content/content-kinds';
import { ContentWriter, type WrittenKind } from '../../common/content/content-writer';
import { WrittenContentService } from '../../common/content/content.service';
import type { CategorizedQueryDto } from '../../common/content/dto/content-query.input';
import { BlogsRepository } from './blogs.repository';
import type { CreateBlogDto, UpdateBlogDto } from './dto/blog.input';
import type { BlogDto, BlogSummaryDto } from './dto/blog.dto';

/** A blog post's image: /storage/blogs/<file>, thumbnail /storage/blogs/thumbs/<file>. */
export const BLOG_IMAGE = contentImage('blogs');
const BLOG_WRITES: WrittenKind = { kind: BLOG, categories: 'blog', image: BLOG_IMAGE, markdown: 'body' };

/** Blog posts: Markdown rendered once when written, an optional image, owner-only changes. */
@Injectable()
export class BlogsService extends WrittenContentService<BlogDto, BlogSummaryDto, CategorizedQueryDto, CreateBlogDto, UpdateBlogDto> {
  constructor(blogs: BlogsRepository, access: ContentAccess, writer: ContentWriter) {
    super(blogs, BLOG_WRITES, access, writer);
  }
}

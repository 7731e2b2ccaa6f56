import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { hiddenFlag } from '../../common/sql/moderation';
import { userSummaryJson } from '../../common/users/user-summary';
import { categoryJson } from '../../common/content/categories';
import { visibleTo } from '../../common/content/content-access';
import { BLOG } from '../../common/content/content-kinds';
import { ContentReads } from '../../common/content/content-reads';
import type { CategorizedQueryDto } from '../../common/content/dto/content-query.input';
import { reactionColumns } from '../../common/content/reactions/reactions.repository';
import { toBlogDto, toBlogSummaryDto, type BlogDto, type BlogRow, type BlogSummaryDto } from './dto/blog.dto';

const blogItem = (where: string, full: boolean) => `
  select x.id, x.title, x.excerpt, x.image, x.visibility, x.created_at, x.updated_at, ${full ? 'x.body, x.body_html,' : ''}
    ${categoryJson('c')} as category, ${userSummaryJson('u')} as author, ${hiddenFlag('x')} as hidden, ${reactionColumns(BLOG)}
  from blogs x join users u on u.id = x.user_id join community_categories c on c.id = x.category_id cross join me
  where ${where} and ${visibleTo(BLOG)}`;

/** Plain reads of blog posts, one query each. */
@Injectable()
export class BlogsRepository extends ContentReads<BlogRow, BlogDto, BlogSummaryDto, CategorizedQueryDto> {
  constructor(em: EntityManager) {
    super(em, {
      kind: BLOG,
      /** The text a blog post is searched by: the expression of its trigram index. */
      searchable: "immutable_unaccent(lower(x.title || ' ' || x.body))",
      item: blogItem,
      toItem: toBlogDto,
      toSummary: toBlogSummaryDto,
    });
  }
}

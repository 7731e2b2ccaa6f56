import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Page, PageParams } from '../../common/paging/paging';
import { direction, ME_CTE } from '../../common/sql/fragments';
import { pagedSql } from '../../common/sql/paged';
import { hiddenFlag } from '../../common/sql/moderation';
import { userSummaryJson } from '../../common/users/user-summary';
import { sqlOne } from '../../database/sql';
import { categoryJson } from '../../common/content/categories';
import { visibleTo } from '../../common/content/content-access';
import { BLOG } from '../../common/content/content-kinds';
import { contentListBase } from '../../common/content/content-list';
import type { CategorizedQueryDto } from '../../common/content/dto/content-query.dto';
import { reactionColumns } from '../../common/content/reactions/reactions.repository';
import { toBlogDto, toBlogSummaryDto, type BlogDto, type BlogRow, type BlogSummaryDto } from './dto/blog.dto';

/** The text a blog post is searched by: the expression of its trigram index. */
const SEARCHABLE = "immutable_unaccent(lower(x.title || ' ' || x.body))";

const blogItem = (where: string, full: boolean) => `
  select x.id, x.title, x.excerpt, x.image, x.created_at, x.updated_at, ${full ? 'x.body, x.body_html,' : ''}
    ${categoryJson('c')} as category, ${userSummaryJson('u')} as author, ${hiddenFlag('x')} as hidden, ${reactionColumns(BLOG)}
  from blogs x join users u on u.id = x.user_id join community_categories c on c.id = x.category_id cross join me
  where ${where} and ${visibleTo(BLOG)}`;

/** Plain reads of blog posts, one query each. */
@Injectable()
export class BlogsRepository {
  constructor(private readonly em: EntityManager) {}

  async find(viewerId: number, id: number): Promise<BlogDto | undefined> {
    const row = await sqlOne<BlogRow>(this.em, `with ${ME_CTE} ${blogItem('x.id = ?', true)}`, [viewerId, id]);
    return row && toBlogDto(row);
  }

  list(viewerId: number, query: CategorizedQueryDto, page: PageParams): Promise<Page<BlogSummaryDto>> {
    return pagedSql<BlogRow, BlogSummaryDto>(
      this.em,
      {
        with: { text: ME_CTE, params: [viewerId] },
        base: contentListBase(BLOG, SEARCHABLE, query),
        orderBy: `id ${direction(page.order)}`,
        expand: { columns: 'item.*', joins: `cross join lateral (${blogItem('x.id = b.id', false)}) as item` },
      },
      page,
      toBlogSummaryDto,
    );
  }
}

import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidationFailedException } from '../errors/validation';
import { COMMUNITY_MSG } from '../validation/messages';
import { sql, sqlOne } from '../../database/sql';

/** The sections with categories. */
export type CategoryKind = 'blog' | 'event' | 'forum';

export class CategoryDto {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'Travel' }) name!: string;
  @ApiProperty({ example: 'travel' }) slug!: string;
}

export class CategoryListDto {
  @ApiProperty({ type: [CategoryDto] }) data!: CategoryDto[];
}

/** A category as an item's JSON column carries it: `${categoryJson('c')} as category`. */
export const categoryJson = (c: string) => `json_build_object('id', ${c}.id, 'name', ${c}.name, 'slug', ${c}.slug)`;

/** The categories of blogs, events and forums (seeded by the community migration). */
@Injectable()
export class CategoriesRepository {
  constructor(private readonly em: EntityManager) {}

  list(kind: CategoryKind): Promise<CategoryDto[]> {
    return sql<CategoryDto>(this.em, 'select id, name, slug from community_categories where kind = ? order by position, name', [kind]);
  }

  /** The id when it names a category of `kind`; else a 422 on the form's `category` field. */
  async require(kind: CategoryKind, id: number): Promise<number> {
    const row = await sqlOne<{ id: number }>(this.em, 'select id from community_categories where kind = ? and id = ?', [kind, id]);
    if (!row) {
      throw ValidationFailedException.field('category', COMMUNITY_MSG.category);
    }
    return row.id;
  }
}

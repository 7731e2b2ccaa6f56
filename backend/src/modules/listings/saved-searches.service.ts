import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { isUniqueViolation } from '../../common/db/errors';
import { ValidationFailedException, type FieldErrors } from '../../common/errors/validation';
import { pageParams, type Page, type PageQueryDto } from '../../common/paging/paging';
import { pagedSql } from '../../common/sql/paged';
import { LISTING_MSG, MSG } from '../../common/validation/messages';
import { sql, sqlOne } from '../../database/sql';
import { toSavedSearchDto, type CreateSavedSearchDto, type SavedSearchDto, type SavedSearchRow } from './dto/saved-search.dto';
import { filterFields } from './dto/section-dtos';
import { searchTerms } from './listing-search';
import { coreField, listingSection, MAX_SAVED_SEARCHES } from './sections';

const COLUMNS = 's.id, s.section, s.search, s.category, s.location, s.price_min, s.price_max, s.filters, s.created_at';

/** A member's saved searches: new listings matching one are announced to them (see ListingAlerts). */
@Injectable()
export class SavedSearchesService {
  constructor(private readonly em: EntityManager) {}

  list(me: AuthUser, query: PageQueryDto): Promise<Page<SavedSearchDto>> {
    const page = pageParams(query);
    const dir = page.order === 'asc' ? 'asc' : 'desc';
    return pagedSql<SavedSearchRow, SavedSearchDto>(
      this.em,
      {
        base: { text: `select ${COLUMNS} from saved_searches s where s.user_id = ?`, params: [me.id] },
        orderBy: `id ${dir}`,
      },
      page,
      toSavedSearchDto,
    );
  }

  /** Saves the filters after checking they are the section's own (422), at most MAX_SAVED_SEARCHES, once each (409). */
  async create(me: AuthUser, dto: CreateSavedSearchDto): Promise<SavedSearchDto> {
    const section = listingSection(dto.section);
    const errors: FieldErrors = {};
    const category = filterFields(section).find((f) => f.core === 'category');
    if (dto.category && !category?.choices?.includes(dto.category)) {
      errors.category = [category ? LISTING_MSG.choice : MSG.notAllowed];
    }
    if (dto.location && !coreField(section, 'location')) {
      errors.location = [MSG.notAllowed];
    }
    const hasPrice = Boolean(coreField(section, 'price'));
    for (const bound of ['price_min', 'price_max'] as const) {
      if (dto[bound] !== undefined && dto[bound] !== null && !hasPrice) {
        errors[bound] = [MSG.notAllowed];
      }
    }
    const filters = dto.filters ?? {};
    for (const [name, value] of Object.entries(filters)) {
      const field = filterFields(section).find((f) => f.name === name && !f.core);
      if (!field || typeof value !== 'string' || !field.choices!.includes(value)) {
        errors[`filters.${name}`] = [field ? LISTING_MSG.choice : MSG.notAllowed];
      }
    }
    const words = searchTerms(dto.search);
    const empty = !words.length && !dto.category && !dto.location && (dto.price_min ?? null) === null && (dto.price_max ?? null) === null && !Object.keys(filters).length;
    if (empty) {
      errors.search = [LISTING_MSG.savedSearchEmpty];
    }
    if (Object.keys(errors).length) {
      throw new ValidationFailedException(errors);
    }
    try {
      const row = await this.em.transactional(async (tx) => {
        // One member's saves run one at a time, so the limit holds.
        await sql(tx, 'select id from users where id = ? for update', [me.id]);
        const count = await sqlOne<{ n: number }>(tx, 'select count(*)::int as n from saved_searches where user_id = ?', [me.id]);
        if ((count?.n ?? 0) >= MAX_SAVED_SEARCHES) {
          throw new ConflictException(LISTING_MSG.savedSearchLimit(MAX_SAVED_SEARCHES));
        }
        return sqlOne<SavedSearchRow>(
          tx,
          `insert into saved_searches as s (user_id, section, search, words, category, location, price_min, price_max, filters)
           values (?, ?, ?, array(select jsonb_array_elements_text(?::jsonb)), ?, ?, ?, ?, ?::jsonb) returning ${COLUMNS}`,
          [me.id, section.slug, dto.search || null, JSON.stringify(words), dto.category || null, dto.location || null, dto.price_min ?? null, dto.price_max ?? null, JSON.stringify(filters)],
        );
      });
      return toSavedSearchDto(row!);
    } catch (error) {
      throw isUniqueViolation(error) ? new ConflictException(LISTING_MSG.savedSearchDuplicate) : error;
    }
  }

  async remove(me: AuthUser, id: number): Promise<void> {
    const rows = await sql(this.em, 'delete from saved_searches where id = ? and user_id = ? returning id', [id, me.id]);
    if (!rows.length) {
      throw new NotFoundException(LISTING_MSG.savedSearchNotFound);
    }
  }
}

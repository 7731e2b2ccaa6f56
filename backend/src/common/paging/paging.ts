import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { Type as TransformType } from 'class-transformer';
import { getMetadataStorage, IsIn, IsInt, IsOptional, Max, Min, ValidationTypes } from 'class-validator';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const DEFAULT_TAKE = 10;
export const MAX_TAKE = 100;
/** Deepest page anyone reads (with MAX_TAKE, a million items in); beyond it: 422, not a huge OFFSET. */
export const MAX_PAGE = 10_000;

/** Paging query of every list: `page` (1-based), `take`, `order` (default desc). */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE, default: 1, description: '1-based page number' })
  @IsOptional()
  @TransformType(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be at least 1' })
  @Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` })
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_TAKE, default: DEFAULT_TAKE, description: 'Items per page' })
  @IsOptional()
  @TransformType(() => Number)
  @IsInt({ message: 'take must be a whole number' })
  @Min(1, { message: 'take must be at least 1' })
  @Max(MAX_TAKE, { message: `take must be at most ${MAX_TAKE}` })
  take?: number;

  @ApiPropertyOptional({ enum: SORT_ORDERS, enumName: 'SortOrder', default: 'desc' })
  @IsOptional()
  @IsIn(SORT_ORDERS, { message: 'order must be asc or desc' })
  order?: SortOrder;
}

export interface PageParams {
  page: number;
  take: number;
  order: SortOrder;
  /** Rows to skip: (page - 1) * take. */
  offset: number;
}

/** A page of a list: `{ data, total, page, take, from, to, last_page }` (DESIGN.md §3). */
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  take: number;
  /** 1-based index of the first item returned (equal to `to` when the page is empty). */
  from: number;
  /** 1-based index of the last item returned; more items exist while `to < total`. */
  to: number;
  last_page: number;
}

/**
 * Normalises a paging query. Values out of bounds are clamped, so callers that build a query
 * themselves (not through the validated DTO) still get a sane page.
 */
export function pageParams(query: PageQueryDto = {}, defaults: { take?: number; order?: SortOrder } = {}): PageParams {
  const whole = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? undefined : Math.trunc(n));
  const page = Math.min(MAX_PAGE, Math.max(1, whole(query.page) ?? 1));
  const take = Math.min(MAX_TAKE, Math.max(1, whole(query.take) ?? defaults.take ?? DEFAULT_TAKE));
  const order = query.order ?? defaults.order ?? 'desc';
  return { page, take, order, offset: (page - 1) * take };
}

/** Builds the paged response from the rows of one page and the total count. */
export function toPage<T>(data: T[], total: number, params: PageParams): Page<T> {
  const { page, take, offset } = params;
  const to = data.length > 0 ? Math.min(offset + data.length, total) : Math.min(offset, total);
  const from = data.length > 0 ? offset + 1 : to;
  return { data, total, page, take, from, to, last_page: Math.max(1, Math.ceil(total / take)) };
}

/** Fields common to every paged response, for the OpenAPI schema. */
export class PageMetaDto {
  @ApiProperty({ example: 42 }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 10 }) take!: number;
  @ApiProperty({ example: 1 }) from!: number;
  @ApiProperty({ example: 10, description: 'More items exist while to < total' }) to!: number;
  @ApiProperty({ example: 5 }) last_page!: number;
}

/**
 * Declares a paged response of `item` in OpenAPI, so the SDK types `data` precisely.
 * Usage: `@ApiPagedResponse(ChatDto)`.
 */
export function ApiPagedResponse(item: Type<unknown>) {
  return applyDecorators(
    ApiExtraModels(PageMetaDto, item),
    ApiOkResponse({
      schema: {
        title: `${item.name.replace(/Dto$/, '')}Page`,
        allOf: [
          { $ref: getSchemaPath(PageMetaDto) },
          { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { $ref: getSchemaPath(item) } } } },
        ],
      },
    }),
  );
}

const PAGING_KEYS = new Set(['page', 'take', 'order']);
const WHOLE = /^[1-9]\d{0,5}$/;
const pagingQueryShapes = new WeakMap<object, boolean>();

/**
 * Whether `metatype` is PageQueryDto, or a subclass that keeps its `page`, `take` and `order`
 * rules as they are and whose every other field is optional: then a query of paging fields alone
 * is valid exactly when each one is, whatever the subclass adds.
 */
function takesPagingAlone(metatype: Type<unknown>): boolean {
  let known = pagingQueryShapes.get(metatype);
  if (known === undefined) {
    known = false;
    if (metatype === PageQueryDto || metatype.prototype instanceof PageQueryDto) {
      const rules = getMetadataStorage().getTargetValidationMetadatas(metatype, '', true, false);
      const optional = new Set(rules.filter((r) => r.type === ValidationTypes.CONDITIONAL_VALIDATION).map((r) => r.propertyName));
      known = rules.every((r) => (PAGING_KEYS.has(r.propertyName) ? r.target === PageQueryDto : optional.has(r.propertyName)));
    }
    pagingQueryShapes.set(metatype, known);
  }
  return known;
}

/**
 * The list routes' query (`?page=1&take=10`), read without class-validator and class-transformer
 * when it is plainly valid: only `page`, `take` (whole numbers written plainly, in bounds) and
 * `order` (`asc` or `desc`), for a DTO that takes them alone (see takesPagingAlone). Returns the
 * DTO as the validation pipe would have made it, or undefined: then the pipe validates as always,
 * so every refusal (its status and messages) comes from the one place it always came from.
 */
export function plainPagingQuery(metatype: Type<unknown>, value: unknown): object | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !takesPagingAlone(metatype)) {
    return undefined;
  }
  const query = value as Record<string, unknown>;
  const dto = new metatype() as PageQueryDto;
  for (const key of Object.keys(query)) {
    const raw = query[key];
    if (typeof raw !== 'string' || !PAGING_KEYS.has(key)) {
      return undefined;
    }
    if (key === 'order') {
      if (raw !== 'asc' && raw !== 'desc') {
        return undefined;
      }
      dto.order = raw;
    } else {
      const n = WHOLE.test(raw) ? Number(raw) : 0;
      if (n < 1 || n > (key === 'page' ? MAX_PAGE : MAX_TAKE)) {
        return undefined;
      }
      dto[key as 'page' | 'take'] = n;
    }
  }
  return dto;
}

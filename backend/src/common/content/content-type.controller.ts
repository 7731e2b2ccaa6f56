import { applyDecorators, Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, Query, Req, type Type } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, type ApiOperationOptions } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config';
import type { AuthUser } from '../auth/auth-user';
import { CurrentUser, MembersApi, Viewer } from '../auth/decorators';
import { GuestRead } from '../auth/guest-read';
import { IdPipe } from '../http/id.pipe';
import { ApiDataResponse, ApiErrors, ApiMultipart } from '../openapi/decorators';
import { ApiPagedResponse, type Page } from '../paging/paging';
import { readMultipart, type FileRules } from '../uploads/multipart';
import { CategoriesRepository, CategoryListDto } from './categories';
import type { ContentTypeService } from './content.service';
import type { ContentTypeSpec, RouteText } from './content-type';
import { reactionsController } from './reactions/reactions.controller';

type AnyContentService = ContentTypeService<unknown, unknown, object, object, object>;

const operation = (operationId: string, text: RouteText): ApiOperationOptions =>
  typeof text === 'string' ? { operationId, summary: text } : { operationId, ...text };

/** The declared DTO stands where a hand-written controller's parameter type would: the validation pipe and Swagger read it. */
function paramTypes(controller: Type<unknown>, method: string, types: unknown[]): void {
  Reflect.defineMetadata('design:paramtypes', types, controller.prototype as object, method);
}

/** GET /<path>/categories of a type with categories (listBlogCategories). */
function categoriesController(spec: ContentTypeSpec): Type<unknown>[] {
  const { categories, summaries } = spec;
  if (!categories) {
    return [];
  }

  @MembersApi(spec.path)
  @Controller(spec.path)
  class CategoriesController {
    constructor(private readonly categories: CategoriesRepository) {}

    @Get('categories')
    @GuestRead()
    @ApiOperation({ operationId: `list${spec.singular}Categories`, summary: summaries.categories })
    @ApiOkResponse({ type: CategoryListDto })
    async listCategories(): Promise<CategoryListDto> {
      return { data: await this.categories.list(categories!) };
    }
  }

  Object.defineProperty(CategoriesController, 'name', { value: `${spec.singular}CategoriesController` });
  return [CategoriesController];
}

/**
 * The routes of one content type, built from its declaration: its categories, `GET /<path>`,
 * `GET`, `PATCH` and `DELETE /<path>/{id}`, `POST /<path>` (multipart with the type's file), and
 * its likes and comments; operation ids as `list<Plural>`, `get<Singular>`… `service` does the
 * work. A type's own routes (RSVP, replies, albums) are its own controllers beside these.
 */
export function contentControllers(spec: ContentTypeSpec, service: Type<AnyContentService>): Type<unknown>[] {
  const { singular, plural, summaries, dtos, media } = spec;
  const documented: FileRules = { [media.field]: media.rule };
  const multipartEdit = spec.edit === 'multipart';
  const itemId = Param('id', new IdPipe(spec.kind.notFound));
  const apiId = ApiParam({ name: 'id', type: Number });

  @MembersApi(spec.path)
  @Controller(spec.path)
  class ContentController {
    /** The file rules enforced: the documented ones, or the configured limit (videos). */
    private readonly files: FileRules;

    constructor(
      @Inject(service) private readonly items: AnyContentService,
      config: AppConfig,
    ) {
      this.files = { [media.field]: media.enforced?.(config) ?? media.rule };
    }

    @Get()
    @GuestRead()
    @ApiOperation({ operationId: `list${plural}`, summary: `${summaries.list} (visitors: the public ones)` })
    @ApiPagedResponse(dtos.summary)
    list(@Viewer() me: AuthUser | undefined, @Query() query: object): Promise<Page<unknown>> {
      return this.items.list(me, query);
    }

    @Get(':id')
    @GuestRead()
    @ApiOperation({ operationId: `get${singular}`, summary: `${summaries.get} (visitors: a public one)` })
    @apiId
    @ApiDataResponse(dtos.item)
    @ApiErrors(404)
    async get(@Viewer() me: AuthUser | undefined, @itemId id: number): Promise<{ data: unknown }> {
      return { data: await this.items.get(me, id) };
    }

    @Post()
    @ApiOperation(operation(`create${singular}`, summaries.create))
    @ApiMultipart(dtos.create, documented)
    @ApiDataResponse(dtos.item, 201)
    @ApiErrors(...(spec.createErrors ?? []))
    async create(@CurrentUser() me: AuthUser, @Req() req: FastifyRequest): Promise<{ data: unknown }> {
      const form = await readMultipart(req, dtos.create, this.files);
      return { data: await this.items.create(me, form.fields, form.files[media.field]?.data) };
    }

    @Patch(':id')
    @ApiOperation({ operationId: `update${singular}`, summary: summaries.update })
    @apiId
    @applyDecorators(...(multipartEdit ? [ApiMultipart(dtos.update, documented)] : []))
    @ApiDataResponse(dtos.item)
    @ApiErrors(403, 404)
    async update(@CurrentUser() me: AuthUser, @itemId id: number, @(multipartEdit ? Req() : Body()) input: unknown): Promise<{ data: unknown }> {
      if (!multipartEdit) {
        return { data: await this.items.update(me, id, input as object) };
      }
      const form = await readMultipart(input as FastifyRequest, dtos.update, this.files);
      return { data: await this.items.update(me, id, form.fields, form.files[media.field]?.data) };
    }

    @Delete(':id')
    @HttpCode(204)
    @ApiOperation({ operationId: `delete${singular}`, summary: summaries.remove })
    @apiId
    @ApiNoContentResponse({ description: 'Deleted' })
    @ApiErrors(403, 404)
    async remove(@CurrentUser() me: AuthUser, @itemId id: number): Promise<void> {
      await this.items.remove(me, id);
    }
  }

  Object.defineProperty(ContentController, 'name', { value: `${plural}Controller` });
  paramTypes(ContentController, 'list', [Object, dtos.query]);
  paramTypes(ContentController, 'update', [Object, Number, multipartEdit ? Object : dtos.update]);

  const reactions = spec.reactions ? [reactionsController(spec.kind, { path: spec.path, name: singular, noun: spec.reactions.noun })] : [];
  return [...categoriesController(spec), ContentController, ...reactions];
}

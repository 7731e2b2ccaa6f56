import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Req,
  Body,
  type Type,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiNoContentResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user';
import { requireConfirmedEmail } from '../../common/users/account-trust';
import { CurrentUser, Viewer } from '../../common/auth/decorators';
import { GuestRead } from '../../common/auth/guest-read';
import { IdPipe } from '../../common/http/id.pipe';
import { ApiDataResponse, ApiErrors, ApiMultipart } from '../../common/openapi/decorators';
import { ApiPagedResponse } from '../../common/paging/paging';
import { CONTENT_IMAGE_MAX_BYTES } from '../../common/uploads/images';
import { imageFile, readMultipart, type FileRules } from '../../common/uploads/multipart';
import { LISTING_MSG } from '../../common/validation/messages';
import { ChatDto } from '../chats';
import { ContactListingDto } from './dto/listing.input';
import type { ListingQuery, ListingUpdate, SectionDtos } from './dto/section-dtos';
import { ListingsService } from './listings.service';
import { SEARCH_WINDOW, type ListingSectionSpec } from './sections';

type Handler = (this: { listings: ListingsService }, ...args: never[]) => Promise<unknown>;

interface RouteSpec {
  /** The method name, which is also the operation id (listMarketplaces, createMarketplace…). */
  name: string;
  /** Each parameter's decorator and its type (what the validation pipe and Swagger read). */
  params: [ParameterDecorator, unknown][];
  decorators: MethodDecorator[];
  handler: Handler;
}

/** Adds a route method to a controller class, as `@Decorators() name(@Param() …) {}` would. */
function addRoute(controller: Type<unknown>, route: RouteSpec): void {
  const proto = controller.prototype as object;
  Object.defineProperty(route.handler, 'name', { value: route.name });
  Object.defineProperty(proto, route.name, { value: route.handler, writable: true, configurable: true });
  Reflect.defineMetadata(
    'design:paramtypes',
    route.params.map(([, type]) => type),
    proto,
    route.name,
  );
  Reflect.defineMetadata('design:returntype', Promise, proto, route.name);
  route.params.forEach(([decorator], index) => decorator(proto, route.name, index));
  const descriptor = Object.getOwnPropertyDescriptor(proto, route.name)!;
  const decorated = Reflect.decorate(route.decorators, proto, route.name, descriptor) as PropertyDescriptor | undefined;
  Object.defineProperty(proto, route.name, decorated ?? descriptor);
}

/**
 * The controller of one section, built from its declaration: `GET /<slug>` and `GET /<slug>/{id}`
 * for everyone (members see their own in every status), and for members `POST /<slug>`
 * (multipart, images under `image`), `PATCH` and `DELETE /<slug>/{id}` (the owner only: 403 for
 * others), `POST /<slug>/{id}/images` and `POST /<slug>/{id}/contact`.
 */
export function sectionController(section: ListingSectionSpec, dtos: SectionDtos): Type<unknown> {
  const files: FileRules = {
    image: {
      ...imageFile(CONTENT_IMAGE_MAX_BYTES, { maxCount: section.maxImages }),
      description: 'JPEG, PNG, WebP or GIF; the first is the cover',
    },
  };
  const idParam = Param('id', new IdPipe(LISTING_MSG.listingNotFound));
  const apiId = ApiParam({ name: 'id', type: Number });
  const member = ApiBearerAuth('bearer');
  const noun = section.noun;

  @ApiTags(section.plural)
  @Controller(section.slug)
  class SectionController {
    constructor(@Inject(ListingsService) readonly listings: ListingsService) {}
  }
  Object.defineProperty(SectionController, 'name', { value: `${section.plural}Controller` });

  const routes: RouteSpec[] = [
    {
      name: `list${section.plural}`,
      params: [
        [Viewer(), Object],
        [Query(), dtos.query],
      ],
      decorators: [
        Get(),
        GuestRead(),
        ApiOperation({
          summary: `${section.label}: what is listed (active${section.reservable ? ' and reserved' : ''}), searched, filtered and sorted; open to visitors`,
          description:
            `With \`search\`, at most ${SEARCH_WINDOW} matches are answered (\`total\` is capped at ${SEARCH_WINDOW}): the first ${SEARCH_WINDOW} in the order asked ` +
            `(for relevance, the ${SEARCH_WINDOW} newest matches, best first).`,
        }),
        ApiPagedResponse(dtos.item),
        ApiErrors(401, 422),
      ],
      handler(viewer: AuthUser | undefined, query: ListingQuery) {
        return this.listings.list(section, viewer, query);
      },
    },
    {
      name: `get${section.singular}`,
      params: [
        [Viewer(), Object],
        [idParam, Number],
      ],
      decorators: [
        Get(':id'),
        GuestRead(),
        apiId,
        ApiOperation({ summary: `One ${noun}: listed ones for everyone, every status for its owner` }),
        ApiDataResponse(dtos.item),
        ApiErrors(401, { 404: 'No such listing, or not visible to me' }),
      ],
      async handler(viewer: AuthUser | undefined, id: number) {
        return { data: await this.listings.get(section, viewer, id) };
      },
    },
    {
      name: `create${section.singular}`,
      params: [
        [CurrentUser(), Object],
        [Req(), Object],
      ],
      decorators: [
        Post(),
        member,
        ApiOperation({
          summary: `Publish ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun} (active for ${section.expiresInDays} days), with up to ${section.maxImages} images under \`image\``,
        }),
        ApiMultipart(dtos.create, files),
        ApiDataResponse(dtos.item, 201),
        ApiErrors(401, { 403: 'My email address is not confirmed yet' }, 422),
      ],
      async handler(me: AuthUser, req: FastifyRequest) {
        // Before the form is read: an unconfirmed member learns why at once, whatever they sent.
        requireConfirmedEmail(me);
        const form = await readMultipart(req, dtos.create, files);
        const images = (form.lists.image ?? []).map((f) => f.data);
        return { data: await this.listings.create(section, me, form.fields as Record<string, unknown>, images) };
      },
    },
    {
      name: `update${section.singular}`,
      params: [
        [CurrentUser(), Object],
        [idParam, Number],
        [Body(), dtos.update],
      ],
      decorators: [
        Patch(':id'),
        member,
        apiId,
        ApiOperation({
          summary: `Edit my ${noun}: the fields given, its status (active renews it), the images kept and their order`,
        }),
        ApiBody({ type: dtos.update }),
        ApiDataResponse(dtos.item),
        ApiErrors(401, { 403: 'Not my listing' }, 404, 422),
      ],
      async handler(me: AuthUser, id: number, body: ListingUpdate) {
        return { data: await this.listings.update(section, me, id, body) };
      },
    },
    {
      name: `delete${section.singular}`,
      params: [
        [CurrentUser(), Object],
        [idParam, Number],
      ],
      decorators: [
        Delete(':id'),
        HttpCode(204),
        member,
        apiId,
        ApiOperation({ summary: `Delete my ${noun} with its images` }),
        ApiNoContentResponse({ description: 'Deleted' }),
        ApiErrors(401, { 403: 'Not my listing' }, 404),
      ],
      async handler(me: AuthUser, id: number) {
        await this.listings.remove(section, me, id);
      },
    },
    {
      name: `add${section.singular}Images`,
      params: [
        [CurrentUser(), Object],
        [idParam, Number],
        [Req(), Object],
      ],
      decorators: [
        Post(':id/images'),
        HttpCode(200),
        member,
        apiId,
        ApiOperation({ summary: `Add images to my ${noun}, after those it has (at most ${section.maxImages} in all)` }),
        ApiMultipart(null, files),
        ApiDataResponse(dtos.item),
        ApiErrors(401, { 403: 'Not my listing' }, 404, 422),
      ],
      async handler(me: AuthUser, id: number, req: FastifyRequest) {
        const form = await readMultipart(req, null, files);
        const images = (form.lists.image ?? []).map((f) => f.data);
        return { data: await this.listings.addImages(section, me, id, images) };
      },
    },
    {
      name: `contact${section.singular}Owner`,
      params: [
        [CurrentUser(), Object],
        [idParam, Number],
        [Body(), ContactListingDto],
      ],
      decorators: [
        Post(':id/contact'),
        HttpCode(200),
        member,
        apiId,
        ApiOperation({
          summary: `Contact the owner: opens my chat with them and sends my message with a link to the ${noun}`,
        }),
        ApiBody({ type: ContactListingDto }),
        ApiDataResponse(ChatDto),
        ApiErrors(401, 404, { 422: 'My own listing, or a message over 300 characters' }),
      ],
      async handler(me: AuthUser, id: number, body: ContactListingDto) {
        return { data: await this.listings.contact(section, me, id, body.message) };
      },
    },
  ];
  for (const route of routes) {
    addRoute(SectionController, route);
  }
  return SectionController;
}

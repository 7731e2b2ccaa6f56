import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user';
import { found } from '../../common/access/ownership';
import { ValidationFailedException } from '../../common/errors/validation';
import { DomainEvents } from '../../common/outbox/domain-events';
import { pageParams, type Page } from '../../common/paging/paging';
import { excerpt } from '../../common/sql/fragments';
import { contentImage, ImageStore } from '../../common/uploads/images';
import { LISTING_MSG } from '../../common/validation/messages';
import { AppConfig } from '../../config/app-config';
import { ChatsService } from '../chats';
import type { ChatDto } from '../chats';
import { MessagesService } from '../chats';
import type { ListingSettingsDto, ListingSummaryDto } from './dto/listing.dto';
import { toSectionDto, type ListingQuery, type ListingUpdate } from './dto/section-dtos';
import { ListingAccess } from './listing-access';
import { listingColumns } from './listing-values';
import { ListingsRepository } from './listings.repository';
import { ownerStatuses, type ListingSectionSpec, type ListingStatus } from './sections';

/** Where listing images are stored: /storage/listings/<file>, thumbnails in /storage/listings/thumbs/. */
export const LISTING_IMAGE = contentImage('listings');

type Item = Record<string, unknown>;

/** Every section's listings: browse and search, publish, edit, delete, images, contact the owner. */
@Injectable()
export class ListingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly listings: ListingsRepository,
    private readonly access: ListingAccess,
    private readonly images: ImageStore,
    private readonly events: DomainEvents,
    private readonly chats: ChatsService,
    private readonly messages: MessagesService,
    private readonly config: AppConfig,
  ) {}

  list(section: ListingSectionSpec, viewer: AuthUser | undefined, query: ListingQuery): Promise<Page<Item>> {
    return this.listings.list(section, viewer?.id ?? null, query, pageParams(query), (row) => toSectionDto(section, row));
  }

  async get(section: ListingSectionSpec, viewer: AuthUser | undefined, id: number): Promise<Item> {
    return toSectionDto(section, found(await this.listings.findItem(section, viewer?.id ?? null, id), LISTING_MSG.listingNotFound));
  }

  /** Stores the images first (415 when one is not an image), then the listing; no orphan file on failure. */
  async create(section: ListingSectionSpec, me: AuthUser, values: Record<string, unknown>, files: Buffer[]): Promise<Item> {
    const names = await this.images.saveAll(files, LISTING_IMAGE);
    const { core, details } = listingColumns(section, values, this.config.defaultCurrency);
    let id: number;
    try {
      id = await this.em.transactional(async (tx) => {
        const written = await this.listings.insert(tx, section, me.id, core, details, names);
        await this.events.record(tx, 'listing.published', { listingId: written, section: section.slug, ownerId: me.id });
        return written;
      });
    } catch (error) {
      await this.images.removeAll(names, LISTING_IMAGE);
      throw error;
    }
    return this.get(section, me, id);
  }

  /** Changes what is given: fields, status (active renews it), the images kept and their order. */
  async update(section: ListingSectionSpec, me: AuthUser, id: number, dto: ListingUpdate): Promise<Item> {
    const allowed = ownerStatuses(section);
    if (dto.status !== undefined && !allowed.includes(dto.status as ListingStatus)) {
      throw ValidationFailedException.field('status', LISTING_MSG.statusNotHere(allowed));
    }
    const removed = await this.em.transactional(async (tx) => {
      await this.access.changeable(tx, section, me.id, id);
      const { core, details } = listingColumns(section, dto);
      await this.listings.update(tx, section, id, core, details, dto.status as ListingStatus | undefined);
      if (!dto.images) {
        return [];
      }
      const current = await this.listings.images(tx, id);
      const kept = dto.images;
      if (new Set(kept).size !== kept.length || kept.some((f) => !current.includes(f))) {
        throw ValidationFailedException.field('images', LISTING_MSG.unknownImages);
      }
      await this.listings.keepImages(tx, id, kept);
      return current.filter((f) => !kept.includes(f));
    });
    await this.images.removeAll(removed, LISTING_IMAGE);
    return this.get(section, me, id);
  }

  /** Deletes the listing with its details, images and notifications. */
  async remove(section: ListingSectionSpec, me: AuthUser, id: number): Promise<void> {
    const files = await this.em.transactional(async (tx) => {
      await this.access.changeable(tx, section, me.id, id);
      const current = await this.listings.images(tx, id);
      await this.listings.delete(tx, id);
      return current;
    });
    await this.images.removeAll(files, LISTING_IMAGE);
  }

  /** Adds images after the existing ones, up to the section's limit (422 beyond it). */
  async addImages(section: ListingSectionSpec, me: AuthUser, id: number, files: Buffer[]): Promise<Item> {
    const tooMany = () => ValidationFailedException.field('image', LISTING_MSG.tooManyImages(section.maxImages));
    // Checked before the images are processed, and again under the lock.
    await this.access.ownListing(section, me.id, id);
    const existing = await this.listings.images(this.em, id);
    if (existing.length + files.length > section.maxImages) {
      throw tooMany();
    }
    const names = await this.images.saveAll(files, LISTING_IMAGE);
    try {
      await this.em.transactional(async (tx) => {
        await this.access.changeable(tx, section, me.id, id);
        const current = await this.listings.images(tx, id);
        if (current.length + names.length > section.maxImages) {
          throw tooMany();
        }
        await this.listings.addImages(tx, id, names, current.length);
        await this.listings.update(tx, section, id, {}, {}, undefined);
      });
    } catch (error) {
      await this.images.removeAll(names, LISTING_IMAGE);
      throw error;
    }
    return this.get(section, me, id);
  }

  /**
   * "Contact": opens (or reopens) the chat with the owner and sends them the member's message
   * ("Is this still available?" unless they wrote another) with the listing's title and link.
   */
  async contact(section: ListingSectionSpec, me: AuthUser, id: number, message: string | undefined): Promise<ChatDto> {
    const listing = await this.access.visible(section, me.id, id);
    if (listing.user_id === me.id) {
      throw ValidationFailedException.field('listing', LISTING_MSG.ownListing);
    }
    const { chat } = await this.chats.open(me.id, listing.user_id);
    const link = `${this.config.publicUrl}/${section.slug}/${listing.id}`;
    const text = `${message || LISTING_MSG.contactDefault}\n\n${excerpt(listing.title, 100)}: ${link}`;
    await this.messages.send(me.id, chat.id, { message: text });
    return this.chats.get(me.id, chat.id);
  }

  /** What the forms need of the operator's settings. */
  settings(): ListingSettingsDto {
    return { default_currency: this.config.defaultCurrency };
  }

  mine(me: AuthUser, query: { section?: string; status?: string; page?: number; take?: number; order?: 'asc' | 'desc' }): Promise<Page<ListingSummaryDto>> {
    return this.listings.mine(me.id, query, pageParams(query));
  }
}

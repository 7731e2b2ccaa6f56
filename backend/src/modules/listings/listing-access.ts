import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { found, owned } from '../../common/access/ownership';
import { LISTING_MSG } from '../../common/validation/messages';
import { ListingsRepository, type ListingRef } from './listings.repository';
import type { ListingSectionSpec } from './sections';

/**
 * Who may do what with a listing, in one place. Its owner sees it in every status; others see
 * it while it is listed (active or reserved, not hidden by moderators) unless a block stands
 * between them, and otherwise it does not exist for them (404). Only the owner changes it (403).
 */
@Injectable()
export class ListingAccess {
  constructor(private readonly listings: ListingsRepository) {}

  async visible(section: ListingSectionSpec, viewerId: number, id: number): Promise<ListingRef> {
    return found(await this.listings.findRef(section, viewerId, id), LISTING_MSG.listingNotFound);
  }

  /** The listing, if the viewer owns it (a first check before costly work; `changeable` decides). */
  async ownListing(section: ListingSectionSpec, viewerId: number, id: number): Promise<ListingRef> {
    return owned(await this.visible(section, viewerId, id), viewerId, LISTING_MSG.notOwner);
  }

  /** The listing, locked in transaction `tx`, for a change by its owner. */
  async changeable(tx: EntityManager, section: ListingSectionSpec, viewerId: number, id: number): Promise<ListingRef> {
    return owned(found(await this.listings.findRef(section, viewerId, id, tx), LISTING_MSG.listingNotFound), viewerId, LISTING_MSG.notOwner);
  }
}

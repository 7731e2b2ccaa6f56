import type { MarketplaceDto, UserSummaryDto } from '@plaza/sdk';

export const SELLER: UserSummaryDto = { id: 21, first_name: 'Sara', last_name: 'Costa', username: 'sara', avatar: null, is_online: true, status: 'online' };

/** A marketplace listing as the API answers it. */
export function makeMarketplace(overrides: Partial<MarketplaceDto> = {}): MarketplaceDto {
  return {
    id: 5,
    name: 'City bike, 54 cm frame',
    category: 'Bikes',
    price: 120,
    location: 'Lisbon, Alvalade',
    contact_information: 'Message me here',
    shipping: null,
    description: 'Serviced in March.\nNew tyres.',
    status: 'active',
    hidden: false,
    image: 'cover.webp',
    images: ['cover.webp', 'side.webp'],
    user: SELLER,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    updated_at: new Date(Date.now() - 3_600_000).toISOString(),
    expires_at: new Date(Date.now() + 29 * 86_400_000).toISOString(),
    ...overrides,
  };
}

import type { FriendFinderDto, MarketplaceDto, UserSummaryDto } from '@plaza/sdk';

export const SELLER: UserSummaryDto = { id: 21, first_name: 'Sara', last_name: 'Costa', username: 'sara', avatar: null, is_online: true, status: 'online' };

/** A marketplace listing as the API answers it. */
export function makeMarketplace(overrides: Partial<MarketplaceDto> = {}): MarketplaceDto {
  return {
    id: 5,
    name: 'City bike, 54 cm frame',
    category: 'Bikes',
    price: 120,
    currency: 'EUR',
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

/** A friend-finder profile as the API answers it; null personal answers were "Prefer not to say". */
export function makeFriendFinder(overrides: Partial<FriendFinderDto> = {}): FriendFinderDto {
  return {
    id: 16,
    title: 'Looking for a running buddy',
    location: 'Porto',
    looking_for: 'Activity partner',
    age: 38,
    gender: 'Man',
    relationship_status: 'Married',
    height: '1.80 m',
    kids: 'Two',
    religion: null,
    ethnicity: null,
    education_level: "Bachelor's degree",
    sexual_orientation: null,
    smoker: 'No',
    drinker: 'No',
    description: 'Easy 8–10 km along the river.',
    status: 'active',
    hidden: false,
    image: null,
    images: [],
    user: SELLER,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    updated_at: new Date(Date.now() - 3_600_000).toISOString(),
    expires_at: new Date(Date.now() + 29 * 86_400_000).toISOString(),
    ...overrides,
  };
}

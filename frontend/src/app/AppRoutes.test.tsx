import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { BusinessListingsService, LocalEventsService, MarketplacesService, type BusinessListingDto, type LocalEventDto, type MarketplaceDto } from '@plaza/sdk';
import { sdkOk } from '../test/sdk';
import { paged } from '../test/social';
import { renderApp } from '../test/renderApp';
import { saveSession } from '../lib/api';

describe('AppRoutes', () => {
  it.each([
    ['/marketplaces', 'Marketplace', () => jest.spyOn(MarketplacesService, 'listMarketplaces').mockReturnValue(sdkOk(paged<MarketplaceDto>([]))), 'No marketplace yet'],
    ['/business_listings', 'Business listings', () => jest.spyOn(BusinessListingsService, 'listBusinessListings').mockReturnValue(sdkOk(paged<BusinessListingDto>([]))), 'No business listings yet'],
    ['/local_events', 'Local events', () => jest.spyOn(LocalEventsService, 'listLocalEvents').mockReturnValue(sdkOk(paged<LocalEventDto>([]))), 'No local events yet'],
  ] as const)('%s shows the %s list, empty until something is posted', async (path, title, mockList, empty) => {
    mockList();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.queryByText('This section opens soon.')).not.toBeInTheDocument();
  });

  it('answers an unknown path with a 404 page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('greets visitors on / with sign-in and sign-up links', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Plaza' })).toBeInTheDocument();
    const page = screen.getByRole('main');
    expect(within(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('welcomes a signed-in member back on /', async () => {
    saveSession({ id: 1, first_name: 'Ana', last_name: 'Martins' }, { access_token: 'a', refresh_token: 'r' });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

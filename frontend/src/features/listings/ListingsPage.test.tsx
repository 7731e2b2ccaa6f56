import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MarketplacesService, SavedSearchesService, type MarketplaceDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { paged } from '../../test/social';
import { makeMarketplace } from './testing';

describe('a section list (/marketplaces)', () => {
  it('shows the listings as cards with price, title, facts and place, for visitors too', async () => {
    const list = jest.spyOn(MarketplacesService, 'listMarketplaces').mockReturnValue(sdkOk(paged([makeMarketplace(), makeMarketplace({ id: 6, name: 'Sofa', price: 0, category: 'Furniture', image: null, images: [] })])));
    renderApp('/marketplaces');
    const grid = await screen.findByRole('list', { name: 'Marketplace' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('120');
    expect(cards[0]).toHaveTextContent('City bike, 54 cm frame');
    expect(cards[0]).toHaveTextContent('Bikes');
    expect(cards[0]).toHaveTextContent('Lisbon, Alvalade');
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/marketplaces/5');
    expect(within(cards[0]).getByRole('img', { name: 'City bike, 54 cm frame' })).toHaveAttribute('src', '/storage/listings/w720/cover.webp');
    expect(cards[1]).toHaveTextContent('Free');
    expect(screen.getByText('2 listings')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, take: 12 });
  });

  it('searches, filters by the declared category and sorts, keeping it all in the address', async () => {
    const list = jest.spyOn(MarketplacesService, 'listMarketplaces').mockReturnValue(sdkOk(paged([makeMarketplace()])));
    renderApp('/marketplaces');
    await screen.findByRole('list', { name: 'Marketplace' });
    fireEvent.change(screen.getByLabelText('Search marketplace'), { target: { value: 'bike' } });
    fireEvent.change(screen.getByLabelText('Max price'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, take: 12, search: 'bike', priceMax: '200' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Bikes' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, take: 12, search: 'bike', priceMax: '200', category: 'Bikes' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Price: low to high' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, take: 12, search: 'bike', priceMax: '200', category: 'Bikes', sort: 'price', order: 'asc' }));
  });

  it('pages with the spec widget and says so when nothing matches', async () => {
    const list = jest.spyOn(MarketplacesService, 'listMarketplaces').mockImplementation(({ page }: { page?: number }) =>
      sdkOk(paged([makeMarketplace({ id: page ?? 1 })], { total: 40, page: page ?? 1, take: 12, last_page: 4 })),
    );
    renderApp('/marketplaces');
    fireEvent.click(await screen.findByRole('button', { name: 'Page 4' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 4, take: 12 }));
    expect(await screen.findByRole('button', { name: 'Page 4, current' })).toBeInTheDocument();

    list.mockReturnValue(sdkOk(paged<MarketplaceDto>([])));
    fireEvent.change(screen.getByLabelText('Search marketplace'), { target: { value: 'zeppelin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches this search')).toBeInTheDocument();
  });

  it('lets a member save the search they are looking at', async () => {
    saveSession(makeUser(), TOKENS);
    jest.spyOn(MarketplacesService, 'listMarketplaces').mockReturnValue(sdkOk(paged([makeMarketplace()])));
    const save = jest.spyOn(SavedSearchesService, 'createSavedSearch').mockReturnValue(
      sdkOk({ data: { id: 1, section: 'marketplaces' as const, search: 'bike', category: 'Bikes', location: null, price_min: null, price_max: 300, filters: {}, created_at: '' } }) as never,
    );
    renderApp('/marketplaces?search=bike&category=Bikes&price_max=300');
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({ requestBody: { section: 'marketplaces', search: 'bike', category: 'Bikes', location: undefined, price_min: undefined, price_max: 300 } }),
    );
    expect(await screen.findByText('Search saved: you will be told of new listings that match.')).toBeInTheDocument();
  });
});

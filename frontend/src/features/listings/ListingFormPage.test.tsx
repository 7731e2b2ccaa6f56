import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthService, BusinessListingsService, FriendFindersService, ListingsService, MarketplacesService } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS, validationBody } from '../../test/sdk';
import { makeFriendFinder, makeMarketplace } from './testing';

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

async function openNew(path = '/marketplaces/new', heading = 'New item') {
  saveSession(makeUser(), TOKENS);
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('a section form, built from its declaration', () => {
  it("shows each required field's message, word for word, before sending anything", async () => {
    const create = jest.spyOn(MarketplacesService, 'createMarketplace');
    await openNew();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findAllByText('This field is required!')).toHaveLength(6);
    change('Shipping', 'x'.repeat(256));
    change('Price', '12.345');
    fireEvent.blur(screen.getByLabelText('Price', { exact: false }));
    expect(await screen.findByText('This field must be between 1 and 255 characters.')).toBeInTheDocument();
    expect(screen.getByText('This field must be an amount from 0 to 99,999,999.99.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it("uses business listings' own length message", async () => {
    await openNew('/business_listings/new', 'New business');
    change('Business name', 'x'.repeat(256));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Description must be between 1 and 255 characters.')).toBeInTheDocument();
    expect(jest.spyOn(BusinessListingsService, 'createBusinessListing')).not.toHaveBeenCalled();
  });

  it("sends the non-empty fields, the price's currency (the operator's default) and the chosen photos, then opens the new listing", async () => {
    jest.spyOn(ListingsService, 'getListingSettings').mockReturnValue(sdkOk({ default_currency: 'CHF' }));
    const create = jest.spyOn(MarketplacesService, 'createMarketplace').mockReturnValue(sdkOk({ data: makeMarketplace({ id: 77 }) }));
    jest.spyOn(MarketplacesService, 'getMarketplace').mockReturnValue(sdkOk({ data: makeMarketplace({ id: 77 }) }));
    await openNew();
    change('What are you selling?', '  Road bike ');
    await choose('Category', 'Bikes');
    change('Price', '250');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('CHF · Swiss Franc'));
    change('Location', 'Porto');
    change('Contact information', 'Here');
    change('Description', 'Like new.');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'bike.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo files'), { target: { files: [photo] } });
    expect(await screen.findByRole('img', { name: 'Photo 1 (cover)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create).toHaveBeenCalledWith({
      formData: { name: 'Road bike', category: 'Bikes', price: 250, currency: 'CHF', location: 'Porto', contact_information: 'Here', description: 'Like new.', image: [photo] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'City bike, 54 cm frame' })).toBeInTheDocument();
  }, 60_000); // The longest form of the file: slow on a busy machine.

  it("puts the server's 422 messages under their fields", async () => {
    jest.spyOn(MarketplacesService, 'createMarketplace').mockReturnValue(sdkFail(422, validationBody({ location: ['This field must be between 1 and 255 characters.'] })));
    await openNew();
    change('What are you selling?', 'Lamp');
    await choose('Category', 'Furniture');
    change('Price', '5');
    change('Location', 'Braga');
    change('Contact information', 'Here');
    change('Description', 'Works.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('This field must be between 1 and 255 characters.')).toBeInTheDocument();
  });

  it('edits only what changed, clears an emptied optional field and keeps the photos chosen, in order', async () => {
    const item = makeMarketplace({ shipping: 'Shipped for 5', images: ['a.webp', 'b.webp', 'c.webp'], image: 'a.webp', user: { ...makeMarketplace().user, id: 7 } });
    jest.spyOn(MarketplacesService, 'getMarketplace').mockReturnValue(sdkOk({ data: item }));
    const update = jest.spyOn(MarketplacesService, 'updateMarketplace').mockReturnValue(sdkOk({ data: item }));
    await openNew('/marketplaces/5/edit', 'Edit item');
    expect(screen.getByLabelText('What are you selling?', { exact: false })).toHaveValue('City bike, 54 cm frame');
    change('Price', '99');
    change('Shipping', '');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Make photo 2 the cover' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ id: 5, requestBody: { price: 99, shipping: null, images: ['c.webp', 'a.webp'] } }));
  });

  it('offers "Prefer not to say" for each personal question of a friend finder, and sends it or a typed answer', async () => {
    const item = makeFriendFinder({ user: { ...makeFriendFinder().user, id: 7 } });
    jest.spyOn(FriendFindersService, 'getFriendFinder').mockReturnValue(sdkOk({ data: item }));
    const update = jest.spyOn(FriendFindersService, 'updateFriendFinder').mockReturnValue(sdkOk({ data: item }));
    await openNew('/friend_finders/16/edit', 'Edit profile');

    for (const label of ['Height', 'Kids', 'Religion', 'Ethnicity', 'Sexual orientation']) {
      expect(screen.getByRole('checkbox', { name: `${label}: prefer not to say` })).toBeInTheDocument();
    }
    expect(screen.queryByRole('checkbox', { name: 'Education: prefer not to say' })).not.toBeInTheDocument();
    // Answered null: kept private, and shown so.
    expect(screen.getByRole('checkbox', { name: 'Religion: prefer not to say' })).toBeChecked();
    const religion = () => screen.getByRole('textbox', { name: /^Religion/ });
    expect(religion()).toBeDisabled();
    expect(religion()).toHaveValue('Prefer not to say');
    expect(screen.getByRole('checkbox', { name: 'Kids: prefer not to say' })).not.toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Religion: prefer not to say' }));
    expect(religion()).toBeEnabled();
    fireEvent.change(religion(), { target: { value: 'Buddhist' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kids: prefer not to say' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ id: 16, requestBody: { kids: 'Prefer not to say', religion: 'Buddhist' } }));
  });

  it('tells a member with an unconfirmed email that publishing waits for the confirmation', async () => {
    const create = jest.spyOn(MarketplacesService, 'createMarketplace');
    saveSession(makeUser({ email: 'new@example.com', email_verified: false }), TOKENS);
    jest.spyOn(AuthService, 'me').mockReturnValue(sdkOk({ user: makeUser({ email: 'new@example.com', email_verified: false }) }));
    renderApp('/marketplaces/new');
    await screen.findByRole('heading', { level: 1, name: 'New item' });

    expect(screen.getByText(/Confirm your email address to publish listings\./)).toHaveTextContent('new@example.com');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(create).not.toHaveBeenCalled();
  });

  it("shows the server's refusal (403) where the member publishes", async () => {
    jest
      .spyOn(MarketplacesService, 'createMarketplace')
      .mockReturnValue(sdkFail(403, { statusCode: 403, message: 'Confirm your email address to publish listings.' }));
    await openNew();
    change('What are you selling?', 'Road bike');
    await choose('Category', 'Bikes');
    change('Price', '250');
    change('Location', 'Porto');
    change('Contact information', 'Here');
    change('Description', 'Like new.');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Confirm your email address to publish listings\./)).toBeInTheDocument();
  });
});

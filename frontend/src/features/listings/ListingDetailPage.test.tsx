import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatsService, FriendFindersService, LocalEventsService, MarketplacesService, ReportsService, type ReportDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS } from '../../test/sdk';
import { makeChat } from '../../test/chats';
import { paged } from '../../test/social';
import { makeFriendFinder, makeMarketplace } from './testing';

describe('a listing (/marketplaces/:id)', () => {
  it('shows the gallery, the facts from the declaration, the description and the owner', async () => {
    jest.spyOn(MarketplacesService, 'getMarketplace').mockReturnValue(sdkOk({ data: makeMarketplace() }));
    renderApp('/marketplaces/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'City bike, 54 cm frame' })).toBeInTheDocument();
    expect(screen.getByLabelText('Price')).toHaveTextContent('120');
    expect(screen.getByRole('img', { name: 'City bike, 54 cm frame, image 1 of 2' })).toHaveAttribute('src', '/storage/listings/w720/cover.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'City bike, 54 cm frame, image 2 of 2' })).toHaveAttribute('src', '/storage/listings/w720/side.webp');
    const facts = screen.getByText('Contact information').closest('dl')!;
    expect(within(facts).getByText('Category').nextSibling).toHaveTextContent('Bikes');
    expect(within(facts).getByText('Location').nextSibling).toHaveTextContent('Lisbon, Alvalade');
    expect(within(facts).queryByText('Shipping')).not.toBeInTheDocument();
    expect(screen.getByText(/Serviced in March\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sara Costa' })).toHaveAttribute('href', '/u/sara');
    expect(screen.getByRole('link', { name: 'Sign in to contact Sara' })).toBeInTheDocument();
  });

  it("shows nothing for a friend finder's personal question answered 'Prefer not to say'", async () => {
    jest.spyOn(FriendFindersService, 'getFriendFinder').mockReturnValue(sdkOk({ data: makeFriendFinder({ religion: null, sexual_orientation: null, ethnicity: 'Prefer not to say' }) }));
    renderApp('/friend_finders/16');
    expect(await screen.findByRole('heading', { level: 1, name: 'Looking for a running buddy' })).toBeInTheDocument();
    const facts = screen.getByText('Education').closest('dl')!;
    expect(within(facts).getByText('Kids').nextSibling).toHaveTextContent('Two');
    for (const label of ['Religion', 'Sexual orientation', 'Ethnicity']) {
      expect(within(facts).queryByText(label)).not.toBeInTheDocument();
    }
    expect(screen.queryByText('Prefer not to say')).not.toBeInTheDocument();
  });

  it('lets a member contact the owner: a chat opens with the question', async () => {
    saveSession(makeUser(), TOKENS);
    jest.spyOn(MarketplacesService, 'getMarketplace').mockReturnValue(sdkOk({ data: makeMarketplace() }));
    const chat = makeChat({ id: 31 });
    const contact = jest.spyOn(MarketplacesService, 'contactMarketplaceOwner').mockReturnValue(sdkOk({ data: chat }));
    jest.spyOn(ChatsService, 'getChat').mockReturnValue(sdkOk({ data: chat }));
    jest.spyOn(ChatsService, 'listChats').mockReturnValue(sdkOk(paged([chat])));
    renderApp('/marketplaces/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Contact Sara' }));
    expect(screen.getByLabelText('Your message')).toHaveValue('Is this still available?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(contact).toHaveBeenCalledWith({ id: 5, requestBody: { message: 'Is this still available?' } }));
  });

  it("gives the owner their tools: status changes, renewal, edit and delete, and no contact button", async () => {
    saveSession(makeUser({ id: 21 }), TOKENS);
    jest.spyOn(MarketplacesService, 'getMarketplace').mockReturnValue(sdkOk({ data: makeMarketplace() }));
    const update = jest.spyOn(MarketplacesService, 'updateMarketplace').mockReturnValue(sdkOk({ data: makeMarketplace({ status: 'sold' }) }));
    renderApp('/marketplaces/5');
    expect(await screen.findByText('This is your listing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Contact/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/marketplaces/5/edit');
    fireEvent.click(screen.getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ id: 5, requestBody: { status: 'sold' } }));
    expect(await screen.findByRole('button', { name: 'Renew for 30 days' })).toBeInTheDocument();
  });

  it('lets a member report it from its ⋯ menu, as its section names it', async () => {
    saveSession(makeUser(), TOKENS);
    jest.spyOn(MarketplacesService, 'getMarketplace').mockReturnValue(sdkOk({ data: makeMarketplace() }));
    const filed: ReportDto = { id: 1, subject_type: 'marketplaces', subject_id: 5, reason: 'scam', details: null, created_at: new Date().toISOString() };
    const report = jest.spyOn(ReportsService, 'createReport').mockReturnValue(sdkOk({ data: filed }));
    renderApp('/marketplaces/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions on this item' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report item' }));
    fireEvent.click(screen.getByRole('radio', { name: /Scam or fraud/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    await waitFor(() => expect(report).toHaveBeenCalledWith({ requestBody: { subject_type: 'marketplaces', subject_id: 5, reason: 'scam', details: undefined } }));
  });

  it('tells its owner that a moderator hid it, and offers them no Report', async () => {
    saveSession(makeUser({ id: 21 }), TOKENS);
    jest.spyOn(MarketplacesService, 'getMarketplace').mockReturnValue(sdkOk({ data: makeMarketplace({ hidden: true }) }));
    renderApp('/marketplaces/5');
    expect(await screen.findByRole('status')).toHaveTextContent('Hidden by a moderatorOnly you can see this item.');
    expect(screen.queryByRole('button', { name: 'Actions on this item' })).not.toBeInTheDocument();
  });

  it('says a listing is not available when the API answers 404', async () => {
    jest.spyOn(MarketplacesService, 'getMarketplace').mockReturnValue(sdkFail(404, { statusCode: 404, message: 'Listing not found' }));
    renderApp('/marketplaces/999');
    expect(await screen.findByText('This listing is not available')).toBeInTheDocument();
  });

  it("shows another section's own fields, such as a local event's date", async () => {
    jest.spyOn(LocalEventsService, 'getLocalEvent').mockReturnValue(
      sdkOk({
        data: {
          ...makeMarketplace(),
          name: 'Jazz night',
          category: 'Music',
          event_date: '2026-12-12T19:30:00.000Z',
          address: '1 River Rd',
          city_state_zip: 'Porto',
          cost: 0,
          url: 'example.org',
          description: 'Bring friends.',
        },
      }) as never,
    );
    renderApp('/local_events/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jazz night' })).toBeInTheDocument();
    expect(screen.getByLabelText('Cost')).toHaveTextContent('Free');
    expect(screen.getByText('Date and time')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'example.org' })).toHaveAttribute('href', 'https://example.org');
  });
});

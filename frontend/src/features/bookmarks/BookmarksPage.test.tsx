import { jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { BookmarksService, type BookmarkDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS, validationBody } from '../../test/sdk';
import { paged, quietBackground } from '../../test/social';

function bookmark(overrides: Partial<BookmarkDto> = {}): BookmarkDto {
  return {
    id: 1,
    group: 'bank',
    title: 'My bank',
    url: 'https://bank.example.com/login',
    description: null,
    favicon_url: '/storage/favicons/abc.png',
    position: 1,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function signIn() {
  saveSession(makeUser(), TOKENS);
  quietBackground();
  jest.spyOn(BookmarksService, 'listBankBookmarks').mockReturnValue(sdkOk(paged([bookmark()])));
  jest.spyOn(BookmarksService, 'listMailBookmarks').mockReturnValue(sdkOk(paged<BookmarkDto>([])));
  jest.spyOn(BookmarksService, 'listSocialBookmarks').mockReturnValue(sdkOk(paged([bookmark({ id: 2, group: 'social', title: 'Friends', url: 'https://social.example.com' })])));
}

describe('BookmarksPage', () => {
  it('shows the three groups with their links and hosts, and an empty one says so', async () => {
    signIn();
    renderApp('/bookmarks');

    const bank = await screen.findByRole('region', { name: 'Banking' });
    expect(await within(bank).findByRole('link', { name: 'My bank' })).toHaveAttribute('href', 'https://bank.example.com/login');
    expect(within(bank).getByText('bank.example.com')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Mailbox' })).findByText('No bookmarks yet')).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Social media' })).findByRole('link', { name: 'Friends' })).toBeInTheDocument();
    expect(BookmarksService.listBankBookmarks).toHaveBeenCalledWith({ page: 1, take: 20 });
  });

  it('adds a bookmark to the group chosen, and shows the server message when it is refused', async () => {
    signIn();
    const create = jest
      .spyOn(BookmarksService, 'createBookmark')
      .mockReturnValueOnce(sdkFail(422, validationBody({ url: ['Invalid URL'] })))
      .mockReturnValueOnce(sdkOk({ data: bookmark({ id: 3, group: 'mail', title: 'Webmail' }) }));
    renderApp('/bookmarks');

    fireEvent.click(await screen.findByRole('button', { name: 'Add to Mailbox' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Webmail' } });
    fireEvent.change(within(dialog).getByLabelText(/Address/), { target: { value: 'mail' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    // Once, under the field it is about (not also in an alert above the form).
    expect(await within(dialog).findByText('Invalid URL')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Invalid URL')).toHaveLength(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/Address/), { target: { value: 'https://mail.example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Bookmark added')).toBeInTheDocument();
    expect(create).toHaveBeenLastCalledWith({ requestBody: { group: 'mail', title: 'Webmail', url: 'https://mail.example.com', description: undefined } });
  });

  it('deletes after asking, showing the server message when it fails', async () => {
    signIn();
    jest.spyOn(BookmarksService, 'deleteBookmark').mockReturnValue(sdkFail(404, { statusCode: 404, message: 'Bookmark not found' }));
    renderApp('/bookmarks');

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for My bank' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Bookmark not found')).toBeInTheDocument();
  });

  it('moves a bookmark up by swapping it with the one above', async () => {
    signIn();
    jest.spyOn(BookmarksService, 'listBankBookmarks').mockReturnValue(sdkOk(paged([bookmark(), bookmark({ id: 5, title: 'Savings' })])));
    const reorder = jest.spyOn(BookmarksService, 'reorderBookmarks').mockReturnValue(sdkOk(paged<BookmarkDto>([])));
    renderApp('/bookmarks');

    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Savings' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Move up' }));
    expect(reorder).toHaveBeenCalledWith({ requestBody: { group: 'bank', ids: [5, 1] } });
  });
});

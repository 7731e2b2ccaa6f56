import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EventsService, ForumsService, PicturesService, type AlbumDto, type ContentCommentDto, type EventDto, type ForumDto, type ForumReplyDto, type PictureDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS } from '../../test/sdk';
import { makeAuthor, paged, quietBackground } from '../../test/social';

const NOW = new Date(Date.now() - 60_000).toISOString();

function makePicture(id: number, title: string): PictureDto {
  return { id, title, caption: null, image: `${id}.webp`, width: 800, height: 600, user: makeAuthor(), hidden: false, created_at: NOW, updated_at: NOW, likes_count: 0, comments_count: 0, liked_by_me: false };
}

function makeEvent(overrides: Partial<EventDto> = {}): EventDto {
  return {
    id: 5,
    title: 'Book club',
    category: { id: 9, name: 'Meetups', slug: 'meetups' },
    location: 'Library café',
    excerpt: 'Bring a book.',
    description: 'Bring a **book**.',
    description_html: '<p>Bring a <strong>book</strong>.</p>',
    starts_at: new Date(Date.now() + 86_400_000).toISOString(),
    ends_at: null,
    capacity: 2,
    image: null,
    going_count: 1,
    interested_count: 0,
    is_full: false,
    is_past: false,
    my_rsvp: null,
    attendees: [makeAuthor()],
    user: makeAuthor(),
    hidden: false,
    created_at: NOW,
    updated_at: NOW,
    ...overrides,
  };
}

function signedIn() {
  saveSession(makeUser(), TOKENS);
  quietBackground();
}

describe('the picture lightbox', () => {
  it('opens an album picture full size and moves to the next and previous one (buttons and arrow keys)', async () => {
    signedIn();
    const album: AlbumDto = {
      id: 3,
      name: 'Walks',
      description: null,
      cover: null,
      pictures_count: 2,
      pictures: [makePicture(1, 'Bridge'), makePicture(2, 'Quay')],
      user: makeAuthor(),
      hidden: false,
      created_at: NOW,
      updated_at: NOW,
    };
    jest.spyOn(PicturesService, 'getAlbum').mockReturnValue(sdkOk({ data: album }));
    renderApp('/pictures/albums/3');
    const grid = await screen.findByRole('list', { name: 'Pictures in Walks' });
    expect(within(grid).getByRole('img', { name: 'Bridge' })).toHaveAttribute('src', '/storage/pictures/thumbs/1.webp');
    fireEvent.click(within(grid).getByRole('button', { name: 'Open Bridge' }));

    const first = await screen.findByRole('dialog', { name: 'Bridge' });
    expect(within(first).getByText('1 / 2')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Bridge' })).toHaveAttribute('src', '/storage/pictures/1.webp');
    expect(within(first).getByRole('button', { name: 'Previous picture' })).toBeDisabled();
    fireEvent.click(within(first).getByRole('button', { name: 'Next picture' }));
    const second = await screen.findByRole('dialog', { name: 'Quay' });
    expect(within(second).getByText('2 / 2')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Next picture' })).toBeDisabled();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(await screen.findByRole('dialog', { name: 'Bridge' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('an event page', () => {
  it('shows when and where, the description as rendered HTML, and the answers', async () => {
    signedIn();
    jest.spyOn(EventsService, 'getEvent').mockReturnValue(sdkOk({ data: makeEvent() }));
    renderApp('/events/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book club' })).toBeInTheDocument();
    expect(screen.getByText('Library café')).toBeInTheDocument();
    expect(within(screen.getByLabelText('About the event')).getByText('book').tagName).toBe('STRONG');
    expect(screen.getByLabelText('Answers')).toHaveTextContent('1 going of 2 places · 0 interested');
  });

  it('offers Report to others; tells its organiser when a moderator hid it', async () => {
    signedIn();
    jest.spyOn(EventsService, 'getEvent').mockReturnValue(sdkOk({ data: makeEvent() }));
    const { unmount } = renderApp('/events/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions on this event' }));
    expect(screen.getByRole('menuitem', { name: 'Report event' })).toBeInTheDocument();
    expect(screen.queryByText('Hidden by a moderator')).not.toBeInTheDocument();
    unmount();
    jest.spyOn(EventsService, 'getEvent').mockReturnValue(sdkOk({ data: makeEvent({ user: makeAuthor({ id: 7 }), hidden: true }) }));
    renderApp('/events/5');
    expect(await screen.findByText('Hidden by a moderator')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Only you can see this event.');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/events/5/edit');
  });

  it('answers "going" and shows the counts the API returns; a full event says so', async () => {
    signedIn();
    jest.spyOn(EventsService, 'getEvent').mockReturnValue(sdkOk({ data: makeEvent() }));
    const rsvp = jest.spyOn(EventsService, 'rsvpEvent').mockReturnValue(sdkOk({ data: makeEvent({ going_count: 2, is_full: true, my_rsvp: 'going' }) }));
    renderApp('/events/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Going' }));
    await waitFor(() => expect(screen.getByLabelText('Answers')).toHaveTextContent('2 going of 2 places'));
    expect(rsvp).toHaveBeenCalledWith({ id: 5, requestBody: { status: 'going' } });
    expect(screen.getByRole('button', { name: 'Going' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Full')).toBeInTheDocument();
  });

  it('shows the API’s message when the event is full, and a missing event as not found', async () => {
    signedIn();
    jest.spyOn(EventsService, 'getEvent').mockReturnValue(sdkOk({ data: makeEvent() }));
    jest.spyOn(EventsService, 'rsvpEvent').mockReturnValue(sdkFail(409, { statusCode: 409, message: 'This event is full' }));
    renderApp('/events/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Going' }));
    expect(await screen.findByText('This event is full')).toBeInTheDocument();
  });
});

describe('editing in place (owner only)', () => {
  const me = () => makeAuthor({ id: 7, first_name: 'Ana', last_name: 'Martins', username: 'ana' });

  it('edits my picture’s title and caption in a dialog, and shows what the API answers', async () => {
    signedIn();
    const picture = { ...makePicture(4, 'Bridge'), user: me() };
    jest.spyOn(PicturesService, 'getPicture').mockReturnValue(sdkOk({ data: picture }));
    jest.spyOn(PicturesService, 'listPictureComments').mockReturnValue(sdkOk(paged<ContentCommentDto>([])));
    const update = jest.spyOn(PicturesService, 'updatePicture').mockReturnValue(sdkOk({ data: { ...picture, title: 'Old bridge', caption: 'At dusk.' } as PictureDto }));
    renderApp('/pictures/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit picture' });
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Old bridge' } });
    fireEvent.change(within(dialog).getByLabelText('Caption (optional)'), { target: { value: 'At dusk.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Old bridge' })).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ id: 4, requestBody: { title: 'Old bridge', caption: 'At dusk.' } });
    expect(screen.getByText('At dusk.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('puts the API’s message under the title, and offers no edit on someone else’s picture', async () => {
    signedIn();
    const picture = { ...makePicture(4, 'Bridge'), user: me() };
    jest.spyOn(PicturesService, 'getPicture').mockReturnValue(sdkOk({ data: picture }));
    jest.spyOn(PicturesService, 'listPictureComments').mockReturnValue(sdkOk(paged<ContentCommentDto>([])));
    jest.spyOn(PicturesService, 'updatePicture').mockReturnValue(sdkFail(422, { message: 'The given data was invalid.', errors: { title: ['The title is taken.'] } }));
    const { unmount } = renderApp('/pictures/4');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit picture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit picture' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The title is taken.')).toBeInTheDocument();
    unmount();

    jest.spyOn(PicturesService, 'getPicture').mockReturnValue(sdkOk({ data: makePicture(5, 'Quay') }));
    renderApp('/pictures/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit picture' })).not.toBeInTheDocument();
  });

  it('edits my forum reply in place; others’ replies have no Edit', async () => {
    signedIn();
    const thread: ForumDto = {
      id: 2,
      title: 'Best bakery?',
      body: 'Where?',
      body_html: '<p>Where?</p>',
      excerpt: 'Where?',
      category: { id: 1, name: 'Neighbourhood', slug: 'neighbourhood' },
      image: null,
      pinned: false,
      locked: false,
      replies_count: 2,
      last_activity_at: NOW,
      last_reply_user: null,
      user: makeAuthor(),
      hidden: false,
      created_at: NOW,
      updated_at: NOW,
    };
    const reply = (id: number, body: string, user = me()): ForumReplyDto => ({ id, thread_id: 2, body, body_html: `<p>${body}</p>`, user, hidden: false, created_at: NOW, updated_at: NOW });
    jest.spyOn(ForumsService, 'getForum').mockReturnValue(sdkOk({ data: thread }));
    const list = jest
      .spyOn(ForumsService, 'listForumReplies')
      .mockReturnValueOnce(sdkOk(paged([reply(10, 'Try the market.', makeAuthor()), reply(11, 'Thanks!')])))
      .mockReturnValue(sdkOk(paged([reply(10, 'Try the market.', makeAuthor()), reply(11, 'Thanks, trying it Saturday.')])));
    const update = jest.spyOn(ForumsService, 'updateForumReply').mockReturnValue(sdkOk({ data: reply(11, 'Thanks, trying it Saturday.') }));
    renderApp('/forums/2');
    const replies = await screen.findByRole('list', { name: 'Replies' });
    const [theirs, mine] = await within(replies).findAllByRole('listitem');
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    const field = within(mine).getByLabelText('Edit your reply');
    expect(field).toHaveValue('Thanks!');
    fireEvent.change(field, { target: { value: 'Thanks, trying it Saturday.' } });
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }));
    // The rendered reply, once the edit is closed and the page refetched.
    expect(await within(replies).findByText('Thanks, trying it Saturday.', { selector: 'p' })).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ id: 2, replyId: 11, requestBody: { body: 'Thanks, trying it Saturday.' } });
    expect(list).toHaveBeenCalledTimes(2);
    expect(screen.queryByLabelText('Edit your reply')).not.toBeInTheDocument();
  });
});

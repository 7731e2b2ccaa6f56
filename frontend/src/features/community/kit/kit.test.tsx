import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BlogsService, EventsService, VideosService, type BlogDto, type BlogSummaryDto, type ContentCommentDto, type EventSummaryDto } from '@plaza/sdk';
import { saveSession } from '../../../lib/api';
import { renderApp } from '../../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS, validationBody } from '../../../test/sdk';
import { makeAuthor, paged, quietBackground } from '../../../test/social';

/** The kit as the declarations drive it: a blog post's form and page, the events' tabs, a video's required file. */

const NOW = new Date(Date.now() - 60_000).toISOString();
const SPORTS = { id: 3, name: 'Sports', slug: 'sports' };

function makeBlog(overrides: Partial<BlogDto> = {}): BlogDto {
  return {
    id: 4,
    title: 'Ten tips',
    body: 'Use **lights**.',
    body_html: '<p>Use <strong>lights</strong>.</p>',
    excerpt: 'Use lights.',
    category: SPORTS,
    image: null,
    user: makeAuthor({ id: 7 }),
    hidden: false,
    created_at: NOW,
    updated_at: NOW,
    likes_count: 0,
    comments_count: 0,
    liked_by_me: false,
    ...overrides,
  };
}

// The sections load lazily: compiling them once here keeps each test's own time to what it does.
// One after the other: Jest's ESM loader can fail ("not in cache") when concurrent imports share modules.
beforeAll(async () => {
  await import('../blogs/BlogsSection');
  await import('../events/EventsSection');
  await import('../videos/VideosSection');
}, 60_000);

function signedIn() {
  saveSession(makeUser(), TOKENS);
  quietBackground();
  jest.spyOn(BlogsService, 'listBlogCategories').mockReturnValue(sdkOk({ data: [SPORTS] }));
  jest.spyOn(BlogsService, 'listBlogComments').mockReturnValue(sdkOk(paged<ContentCommentDto>([])));
}

describe('a content form from its declaration', () => {
  it('edits my blog post: the fields hold its values, the typed update call gets them, then its page shows the answer', async () => {
    signedIn();
    const get = jest.spyOn(BlogsService, 'getBlog').mockReturnValue(sdkOk({ data: makeBlog() }));
    const update = jest.spyOn(BlogsService, 'updateBlog').mockImplementation(() => {
      get.mockReturnValue(sdkOk({ data: makeBlog({ title: 'Eleven tips' }) }));
      return sdkOk({ data: makeBlog({ title: 'Eleven tips' }) });
    });
    renderApp('/blogs/4/edit');
    // Text queries: role queries over the whole app's page are slow on a busy machine.
    expect(await screen.findByText('Edit your post', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your post')).toHaveValue('Use **lights**.');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Eleven tips' } });
    fireEvent.click(screen.getByText('Save', { selector: 'button' }));
    expect(await screen.findByText('Eleven tips', { selector: 'h1' })).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith({ id: 4, formData: { title: 'Eleven tips', category: 3, body: 'Use **lights**.', visibility: 'members' } });
    expect(await screen.findByText('Post updated.')).toBeInTheDocument();
  });

  it('puts the API’s message under the field it names', async () => {
    signedIn();
    jest.spyOn(BlogsService, 'createBlog').mockReturnValue(sdkFail(422, validationBody({ body: ['The body is too long.'] })));
    renderApp('/blogs/new');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Ten tips' } });
    fireEvent.change(screen.getByLabelText('Your post'), { target: { value: 'Text' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Category' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sports' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The body is too long.')).toBeInTheDocument();
  });

  it('asks for the required file before sending anything', async () => {
    signedIn();
    const create = jest.spyOn(VideosService, 'createVideo');
    renderApp('/videos/new');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'River' } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Choose a video')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});

describe('a reading page from its declaration', () => {
  it('shows my post’s parts, with Edit (its form’s page) and Delete', async () => {
    signedIn();
    jest.spyOn(BlogsService, 'getBlog').mockReturnValue(sdkOk({ data: makeBlog() }));
    renderApp('/blogs/4');
    expect(await screen.findByText('Ten tips', { selector: 'h1' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Post')).getByText('lights').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/blogs/4/edit');
    expect(screen.getByRole('button', { name: 'Actions on this blog post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toBeInTheDocument();
  });

  it('offers Report on another member’s post, and shows a missing one as not found with the way back', async () => {
    signedIn();
    jest.spyOn(BlogsService, 'getBlog').mockReturnValue(sdkOk({ data: makeBlog({ user: makeAuthor({ id: 8 }) }) }));
    const { unmount } = renderApp('/blogs/4');
    fireEvent.click(await screen.findByLabelText('Actions on this blog post'));
    expect(await screen.findByText('Report blog post')).toBeInTheDocument();
    expect(screen.queryByText('Edit')).not.toBeInTheDocument();
    unmount();

    jest.spyOn(BlogsService, 'getBlog').mockReturnValue(sdkFail(404, { statusCode: 404, message: 'Not found' }));
    renderApp('/blogs/4');
    expect((await screen.findByText('All posts')).closest('a')).toHaveAttribute('href', '/blogs');
  });
});

describe('a list from its declaration', () => {
  it('keeps the tab in the address and asks for its items', async () => {
    signedIn();
    jest.spyOn(EventsService, 'listEventCategories').mockReturnValue(sdkOk({ data: [SPORTS] }));
    const list = jest.spyOn(EventsService, 'listEvents').mockReturnValue(sdkOk(paged<EventSummaryDto>([])));
    renderApp('/events');
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ when: 'upcoming', order: 'asc' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('No past events')).toBeInTheDocument();
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ when: 'past', order: 'desc' })));
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
  });

  it('tells a visitor facing an empty list that members may have shared more, not that there is nothing', async () => {
    quietBackground();
    jest.spyOn(BlogsService, 'listBlogCategories').mockReturnValue(sdkOk({ data: [SPORTS] }));
    jest.spyOn(BlogsService, 'listBlogs').mockReturnValue(sdkOk(paged<BlogSummaryDto>([])));
    renderApp('/blogs');
    expect(await screen.findByText('Nothing public here yet')).toBeInTheDocument();
    expect(screen.getByText('Sign in to see what members share with members.')).toBeInTheDocument();
    expect(screen.queryByText('No blog posts yet')).not.toBeInTheDocument();
  });
});

import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PostsService, type CommentDto } from '@plaza/sdk';
import { userChannel } from '@plaza/sdk/realtime-events';
import { saveSession } from '../../lib/api';
import { renderWithRealtime } from '../../test/renderSocial';
import { makeUser, sdkFail, sdkOk, TOKENS } from '../../test/sdk';
import { fakeRealtime, makePost, paged, quietBackground } from '../../test/social';
import { createFakeRealtime, renderWithRealtime as renderWithFakeRealtime } from '../../test/chats';

function signedIn() {
  saveSession(makeUser(), TOKENS);
  quietBackground();
}

const comment = (id: number, body: string): CommentDto => ({ id, post_id: 31, body, created_at: new Date().toISOString(), user: makePost().user, hidden: false });

describe('the post page (/posts/:id), where notifications about a post lead', () => {
  it('shows the post with its comments open, and keeps counts and comments live', async () => {
    signedIn();
    jest.spyOn(PostsService, 'getPost').mockReturnValue(sdkOk({ data: makePost({ comments_count: 1 }) }));
    const comments = jest.spyOn(PostsService, 'listComments').mockReturnValue(sdkOk(paged([comment(1, 'Nice!')])));
    const { realtime, emit } = fakeRealtime();
    renderWithRealtime('/posts/31', realtime);

    const article = await screen.findByRole('article', { name: 'Post by Sam Lee' });
    expect(await within(article).findByText('Nice!')).toBeInTheDocument();
    expect(within(article).getByRole('textbox', { name: /comment/i })).toBeInTheDocument();
    expect(document.title).toBe('Post by Sam Lee · Plaza');

    // My own action's echo changes nothing: the API's answer showed it (and may come after it).
    act(() => emit('posts.updated', { id: 31, likes_count: 9, comments_count: 9, actor_id: makeUser().id }));
    expect(within(article).getByText('3 likes')).toBeInTheDocument();

    // Someone likes it and comments: the counts change and the new comment shows, without a reload.
    comments.mockReturnValue(sdkOk(paged([comment(2, 'Count me in'), comment(1, 'Nice!')])));
    act(() => emit('posts.updated', { id: 31, likes_count: 4, comments_count: 2, actor_id: 99 }));
    expect(await within(article).findByText('4 likes')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: '2 comments' })).toBeInTheDocument();
    expect(await within(article).findByText('Count me in')).toBeInTheDocument();

    // Its author deletes it.
    jest.spyOn(PostsService, 'getPost').mockReturnValue(sdkFail(404, { statusCode: 404, message: 'Post not found' }));
    act(() => emit('posts.deleted', { id: 31 }));
    expect(await screen.findByText('This post is not available')).toBeInTheDocument();
  });

  it('says a post that does not exist is not available', async () => {
    signedIn();
    renderWithRealtime('/posts/not-a-number');
    expect(await screen.findByText('This post is not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your feed' })).toHaveAttribute('href', '/');
  });
});

describe('a live feed', () => {
  it("puts a friend's new post in front, without a reload", async () => {
    signedIn();
    jest.spyOn(PostsService, 'listFeed').mockReturnValue(sdkOk(paged([makePost()])));
    const { realtime, emit } = fakeRealtime();
    renderWithRealtime('/', realtime);
    const feed = await screen.findByRole('region', { name: 'Feed' });
    expect(within(feed).getAllByRole('article')).toHaveLength(1);

    const fresh = makePost({ id: 40, body: 'Fresh bread at the corner bakery', likes_count: 0 });
    act(() => emit('posts.created', fresh));
    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(2));
    expect(within(feed).getAllByRole('article')[0]).toHaveTextContent('Fresh bread at the corner bakery');
    act(() => emit('posts.created', fresh)); // the same post twice is shown once
    expect(within(feed).getAllByRole('article')).toHaveLength(2);
  });

  it("shows a friend's post made while my channel was being joined, once it is joined", async () => {
    signedIn();
    const listFeed = jest.spyOn(PostsService, 'listFeed').mockReturnValue(sdkOk(paged([makePost()])));
    const realtime = createFakeRealtime();
    renderWithFakeRealtime('/', realtime);
    const feed = await screen.findByRole('region', { name: 'Feed' });
    expect(within(feed).getAllByRole('article')).toHaveLength(1);
    const fresh = makePost({ id: 41, body: 'Posted before the page joined', likes_count: 0 });
    listFeed.mockReturnValue(sdkOk(paged([fresh, makePost()])));

    realtime.sync(userChannel(makeUser().id));

    await waitFor(() => expect(within(feed).getAllByRole('article')).toHaveLength(2));
    expect(within(feed).getAllByRole('article')[0]).toHaveTextContent('Posted before the page joined');
  });
});

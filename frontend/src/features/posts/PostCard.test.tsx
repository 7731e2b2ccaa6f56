import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PostsService, ReportsService, type ReportDto } from '@plaza/sdk';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS } from '../../test/sdk';
import { makePost, paged, quietBackground } from '../../test/social';

async function feedWith(post = makePost()) {
  saveSession(makeUser(), TOKENS);
  quietBackground();
  jest.spyOn(PostsService, 'listFeed').mockReturnValue(sdkOk(paged([post])));
  renderApp('/');
  return screen.findByRole('article', { name: 'Post by Sam Lee' });
}

describe('a post in the feed', () => {
  it('shows the author with presence, the relative time, the text and the counts', async () => {
    const article = await feedWith(makePost({ comments_count: 2, image: 'p.webp' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Ana' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Sam Lee' })).toHaveAttribute('href', '/u/sam');
    expect(within(article).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(within(article).getByText('5 minutes ago')).toBeInTheDocument();
    // The member's words take their own direction, also in a right-to-left interface.
    expect(within(article).getByText('Saturday market was great.')).toHaveAttribute('dir', 'auto');
    expect(within(article).getByRole('img', { name: 'Image posted by Sam Lee' })).toHaveAttribute(
      'src',
      '/storage/posts/w720/p.webp',
    );
    expect(within(article).getByText('3 likes')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: '2 comments' })).toBeInTheDocument();
    // Another member's post can be reported, not deleted.
    fireEvent.click(within(article).getByRole('button', { name: 'Post actions' }));
    expect(screen.getByRole('menuitem', { name: 'Report post' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete post' })).not.toBeInTheDocument();
  });

  it('reports another member’s post with a reason, and says a second report is already in', async () => {
    const article = await feedWith();
    const filed: ReportDto = {
      id: 1,
      subject_type: 'post',
      subject_id: 31,
      reason: 'spam',
      details: 'Same link',
      created_at: new Date().toISOString(),
    };
    const create = jest.spyOn(ReportsService, 'createReport').mockReturnValueOnce(sdkOk({ data: filed }));
    fireEvent.click(within(article).getByRole('button', { name: 'Post actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report post' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this post' });
    const send = within(dialog).getByRole('button', { name: 'Report' });
    expect(send).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    fireEvent.change(within(dialog).getByLabelText('Anything moderators should know (optional)'), {
      target: { value: '  Same link ' },
    });
    fireEvent.click(send);
    expect(await screen.findByText('Thanks for telling us. A moderator will look at it.')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({
      requestBody: { subject_type: 'post', subject_id: 31, reason: 'spam', details: 'Same link' },
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    create.mockImplementationOnce(() => sdkFail(409, { statusCode: 409, message: 'You have already reported this' }));
    fireEvent.click(within(article).getByRole('button', { name: 'Post actions' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Report post' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Report this post' })).getByRole('radio', { name: /^Scam/ }),
    );
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Report this post' })).getByRole('button', { name: 'Report' }),
    );
    expect(await screen.findByText('You have already reported this')).toBeInTheDocument();
  });

  it('marks my post hidden by moderators', async () => {
    saveSession(makeUser({ id: 7 }), TOKENS);
    quietBackground();
    jest
      .spyOn(PostsService, 'listFeed')
      .mockReturnValue(
        sdkOk(
          paged([
            makePost({ hidden: true, user: { ...makePost().user, id: 7, first_name: 'Ana', last_name: 'Martins' } }),
          ]),
        ),
      );
    renderApp('/');
    const article = await screen.findByRole('article', { name: 'Post by Ana Martins' });
    expect(within(article).getByText('Hidden by moderators')).toBeInTheDocument();
  });

  it('likes and unlikes, showing the count the API answers with', async () => {
    const article = await feedWith();
    const like = jest
      .spyOn(PostsService, 'likePost')
      .mockReturnValue(sdkOk({ data: makePost({ likes_count: 4, liked_by_me: true }) }));
    const button = within(article).getByRole('button', { name: 'Like' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(button);
    expect(await within(article).findByText('4 likes')).toBeInTheDocument();
    expect(like).toHaveBeenCalledWith({ id: 31 });
    expect(within(article).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');

    const unlike = jest
      .spyOn(PostsService, 'unlikePost')
      .mockReturnValue(sdkOk({ data: makePost({ likes_count: 3, liked_by_me: false }) }));
    fireEvent.click(within(article).getByRole('button', { name: 'Like' }));
    expect(await within(article).findByText('3 likes')).toBeInTheDocument();
    expect(unlike).toHaveBeenCalledWith({ id: 31 });
    expect(within(article).getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the comments and adds mine, counting it', async () => {
    const sam = makePost().user;
    const article = await feedWith(makePost({ comments_count: 1 }));
    jest
      .spyOn(PostsService, 'listComments')
      .mockReturnValue(
        sdkOk(
          paged([
            {
              id: 1,
              post_id: 31,
              body: 'Nice!',
              created_at: new Date().toISOString(),
              user: sam,
              hidden: false as boolean,
            },
          ]),
        ),
      );
    const create = jest.spyOn(PostsService, 'createComment').mockReturnValue(
      sdkOk({
        data: {
          id: 2,
          post_id: 31,
          body: 'See you there',
          created_at: new Date().toISOString(),
          user: { ...sam, id: 7, first_name: 'Ana', last_name: 'Martins', username: 'ana' },
          hidden: false as boolean,
        },
      }),
    );

    fireEvent.click(within(article).getByRole('button', { name: 'Comment' }));
    const comments = await within(article).findByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('Nice!')).toBeInTheDocument();
    const box = within(article).getByRole('textbox', { name: 'Write a comment' });
    fireEvent.change(box, { target: { value: 'See you there' } });
    fireEvent.keyDown(box, { key: 'Enter' });

    expect(await within(comments).findByText('See you there')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith({ id: 31, requestBody: { body: 'See you there' } });
    expect(await within(article).findByRole('button', { name: '2 comments' })).toBeInTheDocument();
    expect(within(comments).getByRole('button', { name: 'Delete comment by Ana Martins' })).toBeInTheDocument();
    expect(within(comments).queryByRole('button', { name: 'Delete comment by Sam Lee' })).not.toBeInTheDocument();
  });
});

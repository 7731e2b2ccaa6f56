import { afterEach, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { PostsService, type PostDto } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { makePost, paged, quietBackground } from '../../test/social';

// The first render of a lazily loaded page can take seconds on a busy machine.
const PAGE = { timeout: 15_000 };
jest.setTimeout(45_000);

function feedWith(posts: PostDto[]) {
  saveSession(makeUser(), TOKENS);
  quietBackground();
  jest.spyOn(PostsService, 'listFeed').mockReturnValue(sdkOk(paged(posts)));
  renderApp('/');
}

afterEach(async () => {
  await setLanguage('en');
});

describe('the feed in European Portuguese', () => {
  it('welcomes me, offers the composer and counts likes and comments in Portuguese', async () => {
    await setLanguage('pt-PT');
    feedWith([makePost({ likes_count: 1, comments_count: 3, image: 'p.webp' })]);
    const article = await screen.findByRole('article', { name: 'Publicação de Sam Lee' }, PAGE);
    expect(screen.getByRole('heading', { level: 1, name: 'Bom regresso, Ana' })).toBeInTheDocument();
    const composer = screen.getByRole('form', { name: 'Nova publicação' });
    expect(within(composer).getByRole('textbox', { name: 'Escrever uma publicação' })).toHaveAttribute('placeholder', 'Em que está a pensar, Ana?');
    expect(within(composer).getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    expect(within(article).getByText('1 gosto')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: '3 comentários' })).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'Imagem publicada por Sam Lee' })).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Gosto' })).toBeInTheDocument();
  });

  it('says so in Portuguese when the composer is sent empty', async () => {
    await setLanguage('pt-PT');
    feedWith([]);
    expect(await screen.findByText('Ainda não há novidades', {}, PAGE)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Escreva algo para publicar.')).toBeInTheDocument();
  });
});

describe('the feed in Arabic', () => {
  it('counts in Arabic plural forms and names the post in Arabic', async () => {
    await setLanguage('ar');
    feedWith([makePost({ likes_count: 2, comments_count: 11 })]);
    const article = await screen.findByRole('article', { name: 'منشور من Sam Lee' }, PAGE);
    expect(within(article).getByText('إعجابان')).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: '11 تعليقًا' })).toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'تعليق' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'أهلًا بعودتك يا Ana' })).toBeInTheDocument();
  });

  it('shows a missing post as unavailable, in Arabic', async () => {
    await setLanguage('ar');
    saveSession(makeUser(), TOKENS);
    quietBackground();
    renderApp('/posts/abc');
    expect(await screen.findByText('هذا المنشور غير متاح', {}, PAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى آخر المنشورات' })).toHaveAttribute('href', '/');
  });
});

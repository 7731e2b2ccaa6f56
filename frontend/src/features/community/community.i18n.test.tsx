import { afterEach, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { BlogsService, EventsService, PicturesService, VideosService, type AlbumDto, type BlogSummaryDto, type CategoryListDto, type EventDto, type PictureDto, type VideoDto } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { makeAuthor, paged, quietBackground } from '../../test/social';

// The first render of a lazily loaded page can take seconds on a busy machine.
const PAGE = { timeout: 15_000 };
jest.setTimeout(45_000);

const NOW = new Date(Date.now() - 60_000).toISOString();

function makeEvent(overrides: Partial<EventDto> = {}): EventDto {
  return {
    id: 5,
    title: 'Book club',
    category: { id: 9, name: 'Meetups', slug: 'meetups' },
    location: 'Library café',
    excerpt: 'Bring a book.',
    description: 'Bring a book.',
    description_html: '<p>Bring a book.</p>',
    starts_at: '2030-12-07T12:00:00.000Z',
    ends_at: null,
    capacity: 2,
    image: null,
    going_count: 1,
    interested_count: 3,
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

function makePicture(id: number, title: string): PictureDto {
  return { id, title, caption: null, image: `${id}.webp`, width: 800, height: 600, user: makeAuthor(), hidden: false, created_at: NOW, updated_at: NOW, likes_count: 2, comments_count: 1, liked_by_me: false };
}

function signedIn() {
  saveSession(makeUser(), TOKENS);
  quietBackground();
}

afterEach(async () => {
  await setLanguage('en');
});

describe('community pages in European Portuguese', () => {
  it('shows an event with its answers, menu, dates and visibility choices in Portuguese', async () => {
    await setLanguage('pt-PT');
    signedIn();
    jest.spyOn(EventsService, 'getEvent').mockReturnValue(sdkOk({ data: makeEvent() }));
    renderApp('/events/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Book club' }, PAGE)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Eventos' })).toHaveAttribute('href', '/events');
    expect(screen.getByLabelText('Respostas')).toHaveTextContent('1 de 2 lugares ocupados · 3 interessados');
    expect(screen.getByRole('button', { name: 'Vou' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Adicionar ao calendário' })).toBeInTheDocument();
    // When, as Portugal writes it (noon UTC: the same day in every time zone of the tests).
    expect(screen.getByText(/^sábado, 7\/12\/2030/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Ações neste evento' }));
    expect(screen.getByRole('menuitem', { name: /evento/ })).toBeInTheDocument();
  });

  it('lists blog posts with their Portuguese heading, filters and counts', async () => {
    await setLanguage('pt-PT');
    signedIn();
    const post: BlogSummaryDto = {
      id: 1,
      title: 'Pão caseiro',
      excerpt: 'Farinha, água, sal.',
      category: { id: 2, name: 'Cozinha', slug: 'cozinha' },
      image: null,
      user: makeAuthor(),
      hidden: false,
      created_at: NOW,
      updated_at: NOW,
      likes_count: 1,
      comments_count: 4,
      liked_by_me: false,
    } as BlogSummaryDto;
    jest.spyOn(BlogsService, 'listBlogs').mockReturnValue(sdkOk(paged([post])));
    jest.spyOn(BlogsService, 'listBlogCategories').mockReturnValue(sdkOk<CategoryListDto>({ data: [] }));
    renderApp('/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogues' }, PAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escrever uma publicação' })).toHaveAttribute('href', '/blogs/new');
    expect(screen.getByRole('textbox', { name: 'Pesquisar' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Publicações dos blogues' });
    expect(within(list).getByLabelText('Gostos: 1, comentários: 4')).toBeInTheDocument();
  });
});

describe('community pages in Arabic', () => {
  it('shows an album, its lightbox and its counts in Arabic plural forms', async () => {
    await setLanguage('ar');
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
    const grid = await screen.findByRole('list', { name: 'الصور في Walks' }, PAGE);
    expect(screen.getByText(/صورتان/)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'الألبومات' })).toHaveAttribute('href', '/pictures?tab=albums');
    fireEvent.click(within(grid).getByRole('button', { name: 'فتح Bridge' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bridge' });
    expect(within(dialog).getByText('1 من 2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'الصورة التالية' })).toBeEnabled();
    expect(within(dialog).getByRole('link', { name: 'تعليق واحد' })).toHaveAttribute('href', '/pictures/1');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('shows an empty video list with its Arabic heading and empty state', async () => {
    await setLanguage('ar');
    signedIn();
    jest.spyOn(VideosService, 'listVideos').mockReturnValue(sdkOk(paged<VideoDto>([])));
    renderApp('/videos');
    expect(await screen.findByRole('heading', { level: 1, name: 'مقاطع الفيديو' }, PAGE)).toBeInTheDocument();
    expect(await screen.findByText('لا توجد مقاطع فيديو بعد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'رفع مقطع فيديو' })).toHaveAttribute('href', '/videos/new');
  });
});

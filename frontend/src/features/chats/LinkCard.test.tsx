import { jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LinkPreviewService, type LinkPreviewDto, type LinkPreviewResponseDto } from '@plaza/sdk';
import { MemoryRouter } from 'react-router';
import { sdkOk } from '../../test/sdk';
import { firstUrl, LinkCard } from './LinkCard';
import { formatPrice, formatWhen } from '../../lib/format';

function renderCard(text: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LinkCard text={text} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const preview = (over: Partial<LinkPreviewDto>): LinkPreviewDto => ({
  url: 'https://plaza.example/marketplaces/4',
  kind: 'plaza' as LinkPreviewDto['kind'],
  title: 'Blue bicycle',
  description: 'Barely used',
  image: 'https://plaza.example/storage/listings/b.png',
  site_name: 'Plaza',
  price: null,
  currency: null,
  date: null,
  ...over,
});

describe('LinkCard', () => {
  afterEach(() => jest.restoreAllMocks());

  it('finds the first http(s) address of a message, without the punctuation ending its sentence', () => {
    expect(firstUrl('See https://plaza.example/marketplaces/4, then http://b.example/x.')).toBe('https://plaza.example/marketplaces/4');
    expect(firstUrl('(at https://a.example/page?x=1)')).toBe('https://a.example/page?x=1');
    expect(firstUrl('no link here, nor ftp://a.example')).toBeNull();
  });

  it('shows a Plaza listing as a card with its image, title, site and price, leading to its page in the app', async () => {
    const spy = jest.spyOn(LinkPreviewService, 'linkPreview').mockReturnValue(sdkOk({ data: preview({ price: 120.5, currency: 'EUR' }) }));
    renderCard('Look: https://plaza.example/marketplaces/4 !');
    const link = await screen.findByRole('link', { name: 'Blue bicycle' });
    expect(spy).toHaveBeenCalledWith({ url: 'https://plaza.example/marketplaces/4' });
    expect(link).toHaveAttribute('href', '/marketplaces/4');
    expect(screen.getByText('Plaza')).toBeInTheDocument();
    expect(screen.getByTestId('link-card-detail')).toHaveTextContent(formatPrice(120.5, 'EUR'));
    expect(link.querySelector('img')).toHaveAttribute('src', 'https://plaza.example/storage/listings/b.png');
  });

  it('shows an event’s date, and another site’s preview opening in a new tab', async () => {
    const date = '2026-12-05T19:30:00.000Z';
    jest
      .spyOn(LinkPreviewService, 'linkPreview')
      .mockReturnValue(sdkOk({ data: preview({ url: 'https://news.example/a', kind: 'external' as LinkPreviewDto['kind'], title: 'Harbour opens', site_name: 'News', image: null, date }) }));
    renderCard('https://news.example/a');
    const link = await screen.findByRole('link', { name: 'Harbour opens' });
    expect(link).toHaveAttribute('href', 'https://news.example/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByTestId('link-card-detail')).toHaveTextContent(formatWhen(date));
  });

  it('shows nothing when the server has nothing to show (204), nor for a message without a link', async () => {
    const spy = jest.spyOn(LinkPreviewService, 'linkPreview').mockReturnValue(sdkOk(undefined as unknown as LinkPreviewResponseDto));
    const { container } = renderCard('https://hidden.example/x');
    await waitFor(() => expect(spy).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
    spy.mockClear();
    renderCard('just words');
    expect(spy).not.toHaveBeenCalled();
  });
});

import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import type { StorageItemDto } from '@plaza/sdk';
import { PreviewDialog, TEXT_PREVIEW_BYTES } from './PreviewDialog';

const item = (over: Partial<StorageItemDto>) =>
  ({ id: 1, name: 'notes.txt', type: 'text/plain', size: 12, url: '/api/storage/items/1/content?sig=x', ...over }) as StorageItemDto;

/** What the preview reads of a fetch answer. */
const answer = (text: string, status = 200) => ({ ok: status < 400, status, arrayBuffer: async () => new TextEncoder().encode(text).buffer });

describe('PreviewDialog', () => {
  const realFetch = globalThis.fetch;
  let fetch: jest.Mock<(url: string, init?: RequestInit) => Promise<ReturnType<typeof answer>>>;
  beforeEach(() => {
    fetch = jest.fn<(url: string, init?: RequestInit) => Promise<ReturnType<typeof answer>>>();
    globalThis.fetch = fetch as never;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('shows a text file as plain text, markup and all, asking only for its first bytes', async () => {
    fetch.mockResolvedValue(answer('<b>hello</b>\nsecond line'));
    render(<PreviewDialog item={item({})} onClose={() => undefined} />);
    expect(await screen.findByText(/<b>hello<\/b>/)).toBeInTheDocument();
    expect(fetch.mock.calls[0][1]).toMatchObject({ headers: { range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` } });
  });

  it('says when it shows only the start of a long text, and when it cannot load', async () => {
    fetch.mockResolvedValueOnce(answer('start'));
    const { unmount } = render(<PreviewDialog item={item({ size: 5 * TEXT_PREVIEW_BYTES })} onClose={() => undefined} />);
    expect(await screen.findByText(/The first 256 KB of 1.3 MB/)).toBeInTheDocument();
    unmount();
    fetch.mockResolvedValueOnce(answer('gone', 404));
    render(<PreviewDialog item={item({})} onClose={() => undefined} />);
    expect(await screen.findByText('The preview could not be loaded; download the file instead.')).toBeInTheDocument();
  });
});

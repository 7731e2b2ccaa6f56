import { fireEvent, render, screen } from '@testing-library/react';
import { ResponsiveImage } from './ResponsiveImage';

const PLACEHOLDER = 'data:image/webp;base64,UklGRh4AAABXRUJQ';

describe('ResponsiveImage', () => {
  it('offers the width copies with sizes, reserves its box and loads lazily below the fold', () => {
    render(<ResponsiveImage kind="listings" file="a b.webp" alt="City bike" sizes="(min-width: 900px) 300px, 100vw" width={400} height={300} />);
    const img = screen.getByRole('img', { name: 'City bike' });
    expect(img).toHaveAttribute('src', '/storage/listings/w720/a%20b.webp');
    expect(img).toHaveAttribute(
      'srcset',
      '/storage/listings/w320/a%20b.webp 320w, /storage/listings/w480/a%20b.webp 480w, /storage/listings/w720/a%20b.webp 720w, /storage/listings/w960/a%20b.webp 960w, /storage/listings/w1280/a%20b.webp 1280w',
    );
    expect(img).toHaveAttribute('sizes', '(min-width: 900px) 300px, 100vw');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it("fetches the page's main image at once, with high priority", () => {
    render(<ResponsiveImage kind="posts" file="p.webp" alt="Lake" sizes="100vw" width={1280} height={960} priority />);
    const img = screen.getByRole('img', { name: 'Lake' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the blurred placeholder until the image has loaded', () => {
    render(<ResponsiveImage kind="listings" file="a.webp" alt="Table" sizes="100vw" width={4} height={3} placeholder={PLACEHOLDER} />);
    const img = screen.getByRole('img', { name: 'Table' });
    expect(img.style.backgroundImage).toBe(`url("${PLACEHOLDER}")`);
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  it('falls back to the original when a copy is missing (an image not yet backfilled)', () => {
    render(<ResponsiveImage kind="listings" file="old.webp" alt="Old" sizes="100vw" width={4} height={3} />);
    const img = screen.getByRole('img', { name: 'Old' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/storage/listings/old.webp');
    expect(img).not.toHaveAttribute('srcset');
  });
});

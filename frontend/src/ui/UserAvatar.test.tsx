import { render, screen } from '@testing-library/react';
import { UserAvatar } from './UserAvatar';
import { presenceOf } from '../lib/presence';

const ANA = { first_name: 'Ana', last_name: 'Martins' };

describe('UserAvatar', () => {
  it('is 45×45 by default with the 45 px file, and the 90 px one for high-density screens', () => {
    render(<UserAvatar user={{ ...ANA, avatar: 'a b.webp' }} />);
    const img = screen.getByRole('img', { name: 'Ana Martins' });
    expect(img).toHaveAttribute('src', '/storage/avatars/thumbs45/a%20b.webp');
    expect(img).toHaveAttribute('srcset', '/storage/avatars/thumbs45/a%20b.webp 1x, /storage/avatars/thumbs/a%20b.webp 2x');
    expect(img).toHaveAttribute('width', '45');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(getComputedStyle(img.parentElement as HTMLElement)).toMatchObject({ width: '45px', height: '45px' });
  });

  it('shows the 90 px thumbnail up to 90 px, and the full image when drawn larger', () => {
    const { rerender } = render(<UserAvatar user={{ ...ANA, avatar: 'a.webp' }} size={80} />);
    expect(screen.getByRole('img', { name: 'Ana Martins' })).toHaveAttribute('src', '/storage/avatars/thumbs/a.webp');
    rerender(<UserAvatar user={{ ...ANA, avatar: 'a.webp' }} size={128} />);
    expect(screen.getByRole('img', { name: 'Ana Martins' })).toHaveAttribute('src', '/storage/avatars/a.webp');
  });

  it('shows the placeholder image without an avatar', () => {
    render(<UserAvatar user={{ ...ANA, avatar: null }} />);
    expect(screen.getByRole('img', { name: 'Ana Martins' })).toHaveAttribute('src', 'test-file-stub');
  });

  it('shows a presence dot only when asked', () => {
    const { rerender } = render(<UserAvatar user={ANA} />);
    expect(screen.queryByRole('img', { name: 'Online' })).not.toBeInTheDocument();
    rerender(<UserAvatar user={ANA} presence="online" />);
    expect(screen.getByRole('img', { name: 'Online' })).toBeInTheDocument();
  });
});

describe('presenceOf (spec §4)', () => {
  it.each([
    [{ is_online: true, status: 'online' as const }, 'online'],
    [{ is_online: true, status: null }, 'online'],
    [{ is_online: true, status: 'away' as const }, 'away'],
    [{ is_online: false, status: 'online' as const }, 'offline'],
    [{ is_online: true, status: 'offline' as const }, 'offline'],
  ])('%p is %p', (user, expected) => {
    expect(presenceOf(user)).toBe(expected);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/renderApp';
import { setViewportWidth } from '../../test/viewport';
import { SECTIONS } from '../sections';

describe('AppLayout', () => {
  it('shows the product name linking home and the two header dropdown buttons', async () => {
    renderApp('/marketplaces');
    const header = screen.getByRole('banner');

    expect(within(header).getByRole('link', { name: 'Plaza' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Marketplace' });
  });

  it('lists every section of sections.ts in the navigation, linking to its path', async () => {
    renderApp('/friends');
    const nav = screen.getByRole('navigation', { name: 'Sections' });

    for (const section of SECTIONS) {
      expect(within(nav).getByRole('link', { name: section.label })).toHaveAttribute('href', section.path);
    }
    expect(within(nav).getAllByRole('link')).toHaveLength(SECTIONS.length);
    expect(within(nav).getByRole('link', { name: 'Friends' })).toHaveAttribute('aria-current', 'page');
    await screen.findByRole('heading', { name: 'Friends' });
  });

  it('opens the messages and notifications menus, which say there is nothing yet', async () => {
    renderApp('/pictures');
    await screen.findByRole('heading', { name: 'Pictures' });

    fireEvent.click(screen.getByRole('button', { name: 'Messages' }));
    const messages = await screen.findByRole('menu');
    expect(messages).toHaveTextContent(/nothing here yet/i);
    expect(within(messages).getByRole('menuitem', { name: 'View All' })).toHaveAttribute('href', '/show_chat');
    fireEvent.keyDown(messages, { key: 'Escape' });

    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const notifications = await screen.findByRole('menu');
    expect(within(notifications).getByRole('menuitem', { name: 'View All' })).toHaveAttribute('href', '/notifications');
  });
});

describe('AppLayout on a phone', () => {
  it('keeps the navigation folded away until the menu button opens it, and folds it after a choice', async () => {
    setViewportWidth(375);
    renderApp('/blogs');
    await screen.findByRole('heading', { name: 'Blogs' });
    expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Videos' }));

    expect(await screen.findByRole('heading', { name: 'Videos' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Sections' })).not.toBeInTheDocument());
  });
});

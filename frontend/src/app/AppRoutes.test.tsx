import { screen, within } from '@testing-library/react';
import { renderApp } from '../test/renderApp';
import { saveSession } from '../lib/api';

describe('AppRoutes', () => {
  it.each([
    ['/marketplaces', 'Marketplace'],
    ['/business_listings', 'Business listings'],
    ['/local_events', 'Local events'],
  ])('%s shows the %s page with its honest empty state', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('This section opens soon.')).toBeInTheDocument();
  });

  it('answers an unknown path with a 404 page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('greets visitors on / with sign-in and sign-up links', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Plaza' })).toBeInTheDocument();
    const page = screen.getByRole('main');
    expect(within(page).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('welcomes a signed-in member back on /', async () => {
    saveSession({ id: 1, first_name: 'Ana', last_name: 'Martins' }, { access_token: 'a', refresh_token: 'r' });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});

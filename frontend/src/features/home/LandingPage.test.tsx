import { screen, within } from '@testing-library/react';
import { setLanguage } from '../../i18n';
import { renderApp } from '../../test/renderApp';

afterEach(() => setLanguage('en'));

describe('the landing page', () => {
  it('welcomes a visitor in English', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Plaza' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What Plaza offers' })).toHaveTextContent('Chat in real time');
    expect(screen.getByRole('heading', { level: 2, name: 'Explore Plaza' })).toBeInTheDocument();
  });

  it('welcomes a visitor in European Portuguese', async () => {
    await setLanguage('pt-PT');
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1, name: 'Boas-vindas ao Plaza' }, { timeout: 15_000 })).closest('section')!;
    expect(within(hero).getByText('A sua comunidade, num só lugar')).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Registar-se' })).toHaveAttribute('href', '/register');
    expect(within(hero).getByRole('link', { name: 'Iniciar sessão' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('region', { name: 'O que o Plaza oferece' })).toHaveTextContent('Conversas em tempo real');
    expect(screen.getByRole('heading', { level: 2, name: 'Explorar o Plaza' })).toBeInTheDocument();
  });

  it('welcomes a visitor in Arabic, right to left', async () => {
    await setLanguage('ar');
    renderApp('/');
    const hero = (await screen.findByRole('heading', { level: 1, name: 'مرحبًا بك في Plaza' }, { timeout: 15_000 })).closest('section')!;
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(within(hero).getByRole('link', { name: 'إنشاء حساب' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('region', { name: 'ما يقدّمه Plaza' })).toHaveTextContent('إعلانات لكل شيء');
    expect(screen.getByRole('heading', { level: 2, name: 'استكشف Plaza' })).toBeInTheDocument();
  });
});

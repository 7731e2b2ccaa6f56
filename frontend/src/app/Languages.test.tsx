import { jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AuthService, type LanguageDto } from '@plaza/sdk';
import { setLanguage } from '../i18n';
import { getSession, saveSession } from '../lib/api';
import { renderApp } from '../test/renderApp';
import { makeUser, sdkOk, TOKENS } from '../test/sdk';
import { quietBackground } from '../test/social';

/** The direction the page's styles were written in: the drawer sits at the right edge in Arabic. */
function drawerEdge(): string {
  const drawer = screen.getByRole('navigation', { name: /.+/ }).closest('.MuiPaper-root');
  const style = getComputedStyle(drawer!);
  return style.right === '0px' ? 'right' : style.left === '0px' ? 'left' : 'none';
}

describe('the shell in other languages', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('speaks European Portuguese to a visitor: top bar, menu, page and footer, with <html lang="pt-PT">', async () => {
    await setLanguage('pt-PT');
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'pt-PT');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Registar' })).toHaveAttribute('href', '/register');
    const nav = screen.getByRole('navigation', { name: 'Secções' });
    expect(within(nav).getByText('Comunidade')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a página inicial' })).toHaveAttribute('href', '/');
    const languages = screen.getByRole('group', { name: 'Idioma:' });
    expect(within(languages).getByRole('button', { name: 'Português' })).toHaveAttribute('aria-pressed', 'true');
    expect(drawerEdge()).toBe('left');
    expect(document.title).toBe('Página não encontrada · Plaza');
  });

  it('speaks Arabic right to left to a member, mirrored, and back in English when asked', async () => {
    saveSession(makeUser(), TOKENS);
    quietBackground();
    await setLanguage('ar');
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('navigation', { name: 'الأقسام' })).toBeInTheDocument();
    expect(drawerEdge()).toBe('right');

    await act(() => setLanguage('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await waitFor(() => expect(drawerEdge()).toBe('left'));
  });

  it("lets a member choose Arabic in the top bar's language menu, and saves it in their profile", async () => {
    saveSession(makeUser(), TOKENS);
    quietBackground();
    const save = jest.spyOn(AuthService, 'updateLanguage').mockReturnValue(sdkOk<LanguageDto>({ language: 'ar' }));
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });

    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'العربية' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(drawerEdge()).toBe('right'));
    expect(save).toHaveBeenCalledWith({ requestBody: { language: 'ar' } });
    await waitFor(() => expect(getSession()?.user.language).toBe('ar'));
    expect(localStorage.getItem('plaza.language')).toBe('ar');
    expect(screen.getByRole('button', { name: 'اللغة: العربية' })).toBeInTheDocument();
  });

  it('lets a visitor choose Portuguese in the footer, without asking the API', async () => {
    const save = jest.spyOn(AuthService, 'updateLanguage');
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });

    fireEvent.click(
      within(screen.getByRole('group', { name: 'Language:' })).getByRole('button', { name: 'Português' }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'pt-PT');
    expect(localStorage.getItem('plaza.language')).toBe('pt-PT');
    expect(save).not.toHaveBeenCalled();
  });

  it("switches to the language of a member's profile when their session starts", async () => {
    saveSession(makeUser({ language: 'pt-PT' }), TOKENS);
    quietBackground();
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'pt-PT');
  });
});

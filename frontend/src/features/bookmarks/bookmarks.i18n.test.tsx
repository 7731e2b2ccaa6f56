import { jest } from '@jest/globals';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { BookmarksService, type BookmarkDto } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { paged, quietBackground } from '../../test/social';

const BANK: BookmarkDto = {
  id: 1,
  group: 'bank',
  title: 'My bank',
  url: 'https://bank.example.com/login',
  description: null,
  favicon_url: null,
  position: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

function open(imported: number, skipped: number) {
  saveSession(makeUser(), TOKENS);
  quietBackground();
  jest.spyOn(BookmarksService, 'listBankBookmarks').mockReturnValue(sdkOk(paged([BANK])));
  jest.spyOn(BookmarksService, 'listMailBookmarks').mockReturnValue(sdkOk(paged<BookmarkDto>([])));
  jest.spyOn(BookmarksService, 'listSocialBookmarks').mockReturnValue(sdkOk(paged<BookmarkDto>([])));
  jest.spyOn(BookmarksService, 'importBookmarks').mockReturnValue(sdkOk({ data: { imported, skipped } }));
  renderApp('/bookmarks');
}

function importFile(label: string) {
  const file = new File(['<DL></DL>'], 'bookmarks.html', { type: 'text/html' });
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

describe('bookmarks in other languages', () => {
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('names the groups in European Portuguese and counts an import in its plural', async () => {
    await setLanguage('pt-PT');
    open(3, 1);
    expect(await screen.findByRole('heading', { level: 1, name: 'Marcadores' }, { timeout: 10_000 })).toBeInTheDocument();
    const bank = screen.getByRole('region', { name: 'Banca' });
    expect(await within(bank).findByRole('button', { name: 'Ações para My bank' })).toBeInTheDocument();
    const mail = screen.getByRole('region', { name: 'Correio' });
    expect(await within(mail).findByText('Guarde aqui as suas ligações de correio.')).toBeInTheDocument();
    expect(within(mail).getByRole('button', { name: 'Adicionar a Correio' })).toBeInTheDocument();

    importFile('Ficheiro de marcadores a importar');
    expect(await screen.findByText('3 marcadores importados, 1 deixado de fora')).toBeInTheDocument();
  });

  it('names the groups in Arabic and uses the dual for two imported bookmarks', async () => {
    await setLanguage('ar');
    open(2, 1);
    const social = await screen.findByRole('region', { name: 'وسائل التواصل الاجتماعي' }, { timeout: 10_000 });
    expect(await within(social).findByText('لا توجد إشارات مرجعية بعد')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'إضافة إشارة مرجعية' }));
    expect(await screen.findByRole('dialog', { name: 'إضافة إشارة مرجعية' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'إلغاء' }));

    importFile('ملف الإشارات المرجعية المراد استيراده');
    expect(await screen.findByText('استُوردت إشارتان مرجعيتان، واستُبعدت واحدة')).toBeInTheDocument();
  });
});

import { jest } from '@jest/globals';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { StorageService, type StorageItemDto } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { makeAuthor, paged, quietBackground } from '../../test/social';

const ME = makeAuthor({ id: 1, first_name: 'Ana', last_name: 'Lima' });

function item(overrides: Partial<StorageItemDto> = {}): StorageItemDto {
  return {
    id: 10,
    kind: 'file',
    name: 'notes.txt',
    size: 2048,
    type: 'text/plain',
    folder: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    url: '/api/storage/10/content?u=1&e=1&s=x',
    owner: ME,
    is_mine: true,
    shared_count: 0,
    items_count: 0,
    hidden: false,
    ...overrides,
  };
}

function open(itemsInFolder: number) {
  saveSession(makeUser({ id: 1, first_name: 'Ana' }), TOKENS);
  quietBackground();
  jest.spyOn(StorageService, 'getStorageQuota').mockReturnValue(sdkOk({ data: { used: 512 * 1024 * 1024, quota: 1024 * 1024 * 1024, free: 512 * 1024 * 1024 } }));
  const trip = item({ id: 4, kind: 'folder', name: 'Trip', size: 0, type: null, url: null, items_count: itemsInFolder, shared_count: 1 });
  jest.spyOn(StorageService, 'listStorage').mockReturnValue(sdkOk(paged([trip, item()])));
  renderApp('/storage');
}

describe('storage in other languages', () => {
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('lists files in European Portuguese, with the folder count in its plural and the views translated', async () => {
    await setLanguage('pt-PT');
    open(3);
    const list = await screen.findByRole('list', { name: 'Ficheiros e pastas' }, { timeout: 10_000 });
    expect(within(list).getByRole('button', { name: /^Trip.*3 itens.*partilhado com 1 pessoa/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Partilhados comigo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova pasta' })).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Ações para notes.txt' }));
    expect(await screen.findByRole('menuitem', { name: 'Mudar o nome' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Eliminar' })).toBeInTheDocument();
  });

  it('lists files in Arabic, with the dual for a folder of two items', async () => {
    await setLanguage('ar');
    open(2);
    const list = await screen.findByRole('list', { name: 'الملفات والمجلدات' }, { timeout: 10_000 });
    expect(within(list).getByRole('button', { name: /^Trip.*عنصران.*مُشارَك مع شخص واحد/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'التخزين' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ملفاتي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مجلد جديد' })).toBeInTheDocument();
  });
});

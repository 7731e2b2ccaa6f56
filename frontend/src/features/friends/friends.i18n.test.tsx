import { jest } from '@jest/globals';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { FriendsService, type FriendListItemDto } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { saveSession } from '../../lib/api';
import { ARABIC_INDIC_DIGITS, arabicIndicByDefault } from '../../test/arabicDigits';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { makeFriendItem, paged, quietBackground } from '../../test/social';

const NOOR = makeFriendItem({ id: 12, first_name: 'Noor', last_name: 'Haddad', username: 'noor' });

function openFriends(path: string) {
  saveSession(makeUser(), TOKENS);
  quietBackground();
  jest.spyOn(FriendsService, 'listFriendRequests').mockImplementation(({ direction }) =>
    sdkOk(
      direction === 'outgoing'
        ? paged<FriendListItemDto>([])
        : paged([
            { ...NOOR, friendship_state: 'request_received' },
            makeFriendItem({ id: 13, first_name: 'Rui', last_name: 'Lopes', username: 'rui', friendship_state: 'request_received' }),
          ]),
    ),
  );
  jest.spyOn(FriendsService, 'listFriends').mockReturnValue(
    sdkOk(paged<FriendListItemDto>([{ ...NOOR, friendship_state: 'friends', friends_since: '2026-02-01T10:00:00.000Z', status: 'away' }])),
  );
  renderApp(path);
}

describe('friends in other languages', () => {
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('shows my friends in European Portuguese, with the month in Portuguese and the removal asked first', async () => {
    await setLanguage('pt-PT');
    openFriends('/friends');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amigos' }, { timeout: 10_000 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Os meus amigos' });
    expect(within(list).getByText('Amigos desde fevereiro de 2026')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Pesquisar membros' })).toHaveAttribute('placeholder', 'Nome ou nome de utilizador');
    expect(await screen.findByLabelText('2 em espera')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Amigos' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remover amigo' }));
    expect(await screen.findByRole('dialog', { name: 'Remover Noor Haddad dos seus amigos?' })).toBeInTheDocument();
  });

  it('says since when in Arabic with Western digits, where the browser would write Arabic-Indic ones', async () => {
    await setLanguage('ar');
    arabicIndicByDefault();
    openFriends('/friends');
    const list = await screen.findByRole('list', { name: 'أصدقائي' }, { timeout: 10_000 });
    const since = within(list).getByText('أصدقاء منذ فبراير 2026');
    expect(since.textContent).not.toMatch(ARABIC_INDIC_DIGITS);
  });

  it('shows requests in Arabic, with the dual for two waiting', async () => {
    await setLanguage('ar');
    openFriends('/friends?tab=requests');
    const received = await screen.findByRole('list', { name: 'الطلبات المستلمة' }, { timeout: 10_000 });
    expect(await within(received).findAllByRole('button', { name: 'قبول' })).toHaveLength(2);
    expect(within(received).getAllByText('يريد أن يكون صديقك')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'المستلمة (2)' })).toBeInTheDocument();
    expect(screen.getByLabelText('طلبان في الانتظار')).toBeInTheDocument();
    expect(await screen.findByText('لا طلبات مرسلة')).toBeInTheDocument();
  });
});

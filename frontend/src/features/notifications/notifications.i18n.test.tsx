import { jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NotificationsService, type NotificationPreferencesDto } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { saveSession } from '../../lib/api';
import { renderApp } from '../../test/renderApp';
import { makeUser, sdkOk, TOKENS } from '../../test/sdk';
import { fakeRealtime, makeNotification, paged, quietBackground } from '../../test/social';
import { renderWithRealtime } from '../../test/renderSocial';

const off = { in_app: true, push: false, email: false };
const PREFS: NotificationPreferencesDto = {
  channels: {
    chat_message: off,
    friend_request: off,
    friend_accepted: off,
    post_liked: off,
    post_commented: off,
    forum_reply: off,
    event_update: off,
    listing_alert: off,
    storage_share: off,
    moderation_notice: off,
  },
  digest: 'weekly',
  time_zone: 'UTC',
  quiet_hours_start: null,
  quiet_hours_end: null,
};

function openList(total: number) {
  saveSession(makeUser(), TOKENS);
  quietBackground(3);
  const items = [
    makeNotification({ id: 3, type: 'LikedPost' }),
    makeNotification({ id: 2, type: 'CommentedBlog', description: 'Sunday walk', subject: { type: 'blog', id: 4 } }),
    makeNotification({ id: 1, type: 'FriendRequest', state: 'accepted' }),
  ];
  jest.spyOn(NotificationsService, 'listNotifications').mockReturnValue(sdkOk(paged(items, { total })));
  renderWithRealtime('/notifications', fakeRealtime().realtime);
}

describe('notifications in other languages', () => {
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('lists notifications in European Portuguese, with their sentences and the total in its plural', async () => {
    await setLanguage('pt-PT');
    openList(3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Notificações' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notificações' });
    const links = await within(list).findAllByRole('link');
    expect(links[0]).toHaveTextContent('Sam Lee gostou da sua publicação');
    expect(links[1]).toHaveTextContent('Sam Lee comentou o seu artigo de blogue: "Sunday walk"');
    expect(links[2]).toHaveTextContent('Sam Lee enviou-lhe um pedido de amizade: agora são amigos');
    expect(screen.getByText('3 no total')).toBeInTheDocument();
  });

  it('lists notifications in Arabic, with the dual for two', async () => {
    await setLanguage('ar');
    openList(2);
    const list = await screen.findByRole('list', { name: 'الإشعارات' });
    const links = await within(list).findAllByRole('link');
    expect(links[0]).toHaveTextContent('Sam Lee أعجبه منشورك');
    expect(links[1]).toHaveTextContent('Sam Lee علّق على تدوينتك: «Sunday walk»');
    expect(screen.getByText('إشعاران في المجموع')).toBeInTheDocument();
  });

  it('shows the settings grid and digest choices in Arabic and Portuguese', async () => {
    await setLanguage('ar');
    saveSession(makeUser(), TOKENS);
    quietBackground();
    jest.spyOn(NotificationsService, 'getNotificationPreferences').mockReturnValue(sdkOk({ data: PREFS }));
    renderApp('/settings/notifications');
    expect(await screen.findByRole('table', { name: 'الإشعارات حسب النوع والقناة' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'طلبات الصداقة: البريد الإلكتروني' })).not.toBeChecked();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'ملخص البريد الإلكتروني' }));
    expect(await screen.findByRole('option', { name: 'يومي' })).toBeInTheDocument();
    cleanup();

    await setLanguage('pt-PT');
    renderApp('/settings/notifications');
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pedidos de amizade: E-mail' })).toBeInTheDocument());
    expect(screen.getByText('Este navegador não pode receber notificações push.')).toBeInTheDocument();
  });
});

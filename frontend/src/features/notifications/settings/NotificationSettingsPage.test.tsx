import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NotificationsService, type NotificationPreferencesDto } from '@plaza/sdk';
import { saveSession } from '../../../lib/api';
import { renderApp } from '../../../test/renderApp';
import { makeUser, sdkFail, sdkOk, TOKENS, validationBody } from '../../../test/sdk';
import { quietBackground } from '../../../test/social';

const off = { in_app: true, push: false, email: false };
const PREFS: NotificationPreferencesDto = {
  channels: {
    chat_message: { in_app: true, push: true, email: true },
    friend_request: { in_app: true, push: true, email: true },
    friend_accepted: off,
    post_liked: off,
    post_commented: off,
    forum_reply: { in_app: true, push: true, email: false },
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

function open() {
  saveSession(makeUser(), TOKENS);
  quietBackground();
  jest.spyOn(NotificationsService, 'getNotificationPreferences').mockReturnValue(sdkOk({ data: PREFS }));
  renderApp('/settings/notifications');
}

describe('NotificationSettingsPage on /settings/notifications', () => {
  it('shows each kind × channel as a labelled switch, with the member’s choices', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Notifications by kind and channel' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'New chat messages: Push' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Likes on your posts: Push' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Moderation and account notices: In app' })).toBeChecked();
    expect(screen.getAllByRole('switch', { name: /: (In app|Push|Email)$/ })).toHaveLength(30);
    // jsdom has no service worker: the device control says so instead of offering a button that cannot work.
    expect(screen.getByText('This browser cannot receive push notifications.')).toBeInTheDocument();
  });

  it('saves a switch at once, sending only that change', async () => {
    open();
    const put = jest
      .spyOn(NotificationsService, 'updateNotificationPreferences')
      .mockReturnValue(sdkOk<{ data: NotificationPreferencesDto }>({ data: { ...PREFS, channels: { ...PREFS.channels, post_liked: { ...off, push: true } } } }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Likes on your posts: Push' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Likes on your posts: Push' })).toBeChecked());
    await waitFor(() => expect(put).toHaveBeenCalledWith({ requestBody: { channels: { post_liked: { push: true } } } }));
  });

  it('turns quiet hours on from 22:00 to 07:00', async () => {
    open();
    const put = jest
      .spyOn(NotificationsService, 'updateNotificationPreferences')
      .mockReturnValue(sdkOk<{ data: NotificationPreferencesDto }>({ data: { ...PREFS, quiet_hours_start: 22, quiet_hours_end: 7 } }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Quiet hours' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith({ requestBody: { quiet_hours_start: 22, quiet_hours_end: 7 } }));
    expect(await screen.findByRole('combobox', { name: 'From' })).toHaveTextContent('22:00');
    expect(screen.getByRole('combobox', { name: 'Until' })).toHaveTextContent('07:00');
  });

  it('puts a refused change back and says why', async () => {
    open();
    jest
      .spyOn(NotificationsService, 'updateNotificationPreferences')
      .mockReturnValue(sdkFail(422, validationBody({ 'channels.post_liked.push': ['Each channel must be true or false'] })));
    fireEvent.click(await screen.findByRole('switch', { name: 'Likes on your posts: Push' }));
    expect(await screen.findByText('Each channel must be true or false')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Likes on your posts: Push' })).not.toBeChecked());
  });
});

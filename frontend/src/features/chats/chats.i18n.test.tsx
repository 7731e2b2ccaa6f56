import { jest } from '@jest/globals';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ChatsService } from '@plaza/sdk';
import { setLanguage } from '../../i18n';
import { sdkOk } from '../../test/sdk';
import { BRUNO, createFakeRealtime, makeChat, makeMessage, paged, renderWithRealtime, signIn } from '../../test/chats';

function mockChatApi(unseen: number) {
  const chat = makeChat({ unseen_count: unseen, last_message: makeMessage({ id: 102, user_id: BRUNO.id, message: 'How are you?' }) });
  jest.spyOn(ChatsService, 'getChat').mockReturnValue(sdkOk({ data: chat }));
  jest.spyOn(ChatsService, 'listChats').mockReturnValue(sdkOk(paged([chat])));
  jest.spyOn(ChatsService, 'countUnseenMessages').mockReturnValue(sdkOk({ messages_count: unseen }));
  jest
    .spyOn(ChatsService, 'listMessages')
    .mockImplementation(({ page = 1, afterId }) =>
      sdkOk(afterId === undefined && page === 1 ? paged([makeMessage({ id: 102, user_id: BRUNO.id, message: 'How are you?' })]) : paged([])),
    );
  jest.spyOn(ChatsService, 'markMessageSeenWithPost').mockReturnValue(sdkOk({ data: makeMessage({ id: 102 }) }));
}

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: /^(Mensagens|الرسائل)/ }));
  return screen.findByRole('menu');
}

describe('chats in other languages', () => {
  beforeEach(signIn);
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('speaks European Portuguese on the chat screen and counts new messages in its plural', async () => {
    await setLanguage('pt-PT');
    mockChatApi(1);
    renderWithRealtime('/show_chat/5', createFakeRealtime());

    const list = await screen.findByRole('list', { name: 'Mensagens com Bruno Costa' });
    await within(list).findByText('How are you?');
    const input = screen.getByRole('textbox', { name: 'Mensagem para Bruno Costa' });
    expect(input).toHaveAttribute('placeholder', 'Prima Enter para publicar');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('É obrigatório')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar conversa' })).toBeInTheDocument();

    const menu = await openMenu();
    expect(await within(menu).findByText('1 mensagem nova')).toBeInTheDocument();
    expect(within(menu).getByText('Marcar tudo como lido')).toBeInTheDocument();
  });

  it('speaks Arabic in the inbox and uses the dual for two new messages', async () => {
    await setLanguage('ar');
    mockChatApi(2);
    renderWithRealtime('/show_chat', createFakeRealtime());

    expect(await screen.findByRole('heading', { name: 'المحادثات', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'رسائلك' })).toBeInTheDocument();
    const inbox = screen.getByRole('list', { name: 'المحادثات' });
    expect(await within(inbox).findByText('غير مقروءتين')).toBeInTheDocument();

    const menu = await openMenu();
    await waitFor(() => expect(within(menu).getByText('رسالتان جديدتان')).toBeInTheDocument());
    expect(within(menu).getByText('تعليم الكل كمقروء')).toBeInTheDocument();
  });

  it('says four new messages in Arabic with the plural of a few', async () => {
    await setLanguage('ar');
    mockChatApi(4);
    renderWithRealtime('/show_chat', createFakeRealtime());
    await waitFor(() => expect(screen.getByRole('button', { name: /^الرسائل/ })).toBeInTheDocument());
    const menu = await openMenu();
    expect(await within(menu).findByText('4 رسائل جديدة')).toBeInTheDocument();
  });
});

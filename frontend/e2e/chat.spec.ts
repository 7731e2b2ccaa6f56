import { expect, test, type Locator, type Page } from './fixtures';
import { api, openAs, signUp } from './members';

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, animations: 'disabled' });
}

/** The count the messages dropdown shows, read by opening it. */
async function dropdownCount(page: Page): Promise<string> {
  await page.getByRole('banner').getByRole('button', { name: 'Messages' }).click();
  const menu = page.getByRole('menu');
  const heading = menu.getByText(/^\d+ New Messages$/);
  const text = (await heading.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return text;
}

const messages = (scope: Page | Locator, name: string) => scope.getByRole('list', { name: `Messages with ${name}` });

test.describe('chat', () => {
  test('two members chat live: dropdown count, seen ticks, typing, the floating box, history after a reload', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const ana = await signUp(request, 'Ana', 'Lopes');
    const bruno = await signUp(request, 'Bruno', 'Reis');
    const carla = await signUp(request, 'Carla', 'Dias');

    // Ana's chat with Bruno has some history: twelve older messages, already read by Bruno.
    const { data: chat } = await api<{ data: { id: number } }>(request, ana, 'post', '/chats', { user_id: bruno.id });
    let last = 0;
    for (let i = 1; i <= 12; i += 1) {
      const sent = await api<{ data: { id: number } }>(request, ana, 'post', `/chats/${chat.id}/messages`, {
        message: `Older message ${String(i).padStart(2, '0')}`,
      });
      last = sent.data.id;
    }
    await api(request, bruno, 'get', `/chats/${chat.id}/messages/${last}/seen`);
    // Carla wrote to Ana too: Ana's inbox has an unread chat.
    const { data: carlaChat } = await api<{ data: { id: number } }>(request, carla, 'post', '/chats', { user_id: ana.id });
    await api(request, carla, 'post', `/chats/${carlaChat.id}/messages`, { message: 'Are you coming on Saturday?' });

    const anaPage = await openAs(browser, ana);
    const brunoPage = await openAs(browser, bruno);

    await test.step("Ana's inbox: both chats, Carla's unread and bold", async () => {
      await anaPage.goto('/show_chat');
      const inbox = anaPage.getByRole('list', { name: 'Chats' });
      await expect(inbox.getByRole('link')).toHaveCount(2);
      const fromCarla = inbox.getByRole('link', { name: /Carla Dias/ });
      await expect(fromCarla).toContainText('Are you coming on Saturday?');
      await expect(fromCarla).toContainText('1 unread');
      await expect(fromCarla).toContainText(/Today \d{2}:\d{2} (AM|PM)/);
      await expect(inbox.getByRole('link', { name: /Bruno Reis/ })).toContainText('You: Older message 12');
      await shot(anaPage, 'chat-inbox');
    });

    await test.step('Ana opens the chat: the newest ten, older ones on scroll up', async () => {
      await anaPage.getByRole('list', { name: 'Chats' }).getByRole('link', { name: /Bruno Reis/ }).click();
      await expect(anaPage).toHaveURL(new RegExp(`/show_chat/${chat.id}$`));
      const list = messages(anaPage, 'Bruno Reis');
      await expect(list.getByText('Older message 12')).toBeVisible();
      await expect(list.getByTestId('message')).toHaveCount(10);
      await expect(list.getByText('Older message 01')).toHaveCount(0);
      await list.evaluate((el) => el.scrollTo({ top: 0 }));
      await expect(list.getByText('Older message 01')).toBeAttached();
      await expect(list.getByTestId('message')).toHaveCount(12);
      // Bruno has read them all.
      await expect(list.getByTestId('message').last().getByRole('img', { name: 'Seen' })).toBeVisible();
    });

    await test.step("an empty message is refused with 'Is required'", async () => {
      const input = anaPage.getByRole('textbox', { name: 'Message to Bruno Reis' });
      await expect(input).toHaveAttribute('placeholder', 'Press enter to post');
      await input.press('Enter');
      await expect(anaPage.getByText('Is required')).toBeVisible();
    });

    await test.step("Ana writes; Bruno's count rises", async () => {
      expect(await dropdownCount(brunoPage)).toBe('0 New Messages');
      const input = anaPage.getByRole('textbox', { name: 'Message to Bruno Reis' });
      await input.fill('Hi Bruno! Lunch on Friday?');
      await input.press('Enter');
      await expect(input).toHaveValue('');
      const mine = messages(anaPage, 'Bruno Reis').getByTestId('message').last();
      await expect(mine).toContainText('Hi Bruno! Lunch on Friday?');
      await expect(mine.getByRole('img', { name: 'Sent' })).toBeVisible();

      const badge = brunoPage.getByRole('banner').getByRole('button', { name: 'Messages' });
      await expect(badge).toContainText('1');
      await badge.click();
      const menu = brunoPage.getByRole('menu');
      await expect(menu.getByText('1 New Messages')).toBeVisible();
      const entry = menu.getByRole('menuitem', { name: /Ana Lopes/ });
      await expect(entry).toContainText('Hi Bruno! Lunch on Friday?');
      await expect(menu.getByRole('menuitem', { name: 'Mark all as read' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'View All' })).toBeVisible();
      await shot(brunoPage, 'messages-menu');
      await entry.click();
    });

    await test.step("Bruno reads it: Ana sees ✓✓, Bruno's count falls", async () => {
      await expect(brunoPage).toHaveURL(new RegExp(`/show_chat/${chat.id}$`));
      await expect(messages(brunoPage, 'Ana Lopes').getByText('Hi Bruno! Lunch on Friday?')).toBeVisible();
      const mine = messages(anaPage, 'Bruno Reis').getByTestId('message').last();
      await expect(mine.getByRole('img', { name: 'Seen' })).toBeVisible();
      await expect.poll(() => dropdownCount(brunoPage)).toBe('0 New Messages');
    });

    await test.step('Bruno types and answers: Ana sees him typing, then his message, live', async () => {
      const input = brunoPage.getByRole('textbox', { name: 'Message to Ana Lopes' });
      await input.pressSequentially('Sure, ', { delay: 30 });
      await expect(anaPage.getByText('Bruno is typing…')).toBeVisible();
      await input.pressSequentially('see you at noon 🍝', { delay: 10 });
      await input.press('Enter');
      const list = messages(anaPage, 'Bruno Reis');
      await expect(list.getByText('Sure, see you at noon 🍝')).toBeVisible();
      await expect(list.getByText('Sure, see you at noon 🍝')).toHaveCount(1);
      await expect(anaPage.getByText('Bruno is typing…')).toBeHidden();
      const theirs = list.getByTestId('message').last();
      await expect(theirs).toHaveAttribute('data-mine', 'false');
      await expect(theirs.getByTestId('bubble')).toHaveCSS('background-color', 'rgb(225, 240, 253)');
      const mine = list.getByTestId('message').nth(-2);
      await expect(mine.getByTestId('bubble')).toHaveCSS('background-color', 'rgb(220, 248, 198)');
    });

    await test.step('a long word wraps at 30 characters; an emoji goes in at the cursor', async () => {
      const input = anaPage.getByRole('textbox', { name: 'Message to Bruno Reis' });
      await input.fill('Supercalifragilisticexpialidocious-and-more ok');
      await input.press('Enter');
      const bubble = messages(anaPage, 'Bruno Reis').getByTestId('message').last();
      await expect(bubble.getByTestId('bubble-line')).toHaveText(['Supercalifragilisticexpialidoc', 'ious-and-more ok']);

      await input.fill('Great  see you');
      await input.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 6));
      await anaPage.getByRole('button', { name: 'Add an emoji' }).click();
      await anaPage.getByRole('textbox', { name: 'Type to search for an emoji' }).fill('thumbs up');
      await anaPage.getByRole('gridcell', { name: 'thumbs up', exact: true }).first().click();
      await expect(input).toHaveValue('Great 👍 see you');
      await input.press('Enter');
      await expect(messages(brunoPage, 'Ana Lopes').getByText('Great 👍 see you')).toBeVisible();
      await shot(anaPage, 'chat-screen');
    });

    await test.step('the floating chat box: Ana pops the chat out and keeps chatting from another page', async () => {
      await anaPage.getByRole('button', { name: 'Open in a chat box' }).click();
      await expect(anaPage).toHaveURL(/\/show_chat$/);
      await anaPage.getByRole('banner').getByRole('link', { name: 'Plaza' }).click();
      const box = anaPage.getByRole('region', { name: 'Chat with Bruno Reis' });
      await expect(box).toBeVisible();
      await expect(box.getByRole('heading', { name: 'Bruno Reis' })).toBeVisible();
      await expect(box.getByRole('img', { name: 'Online' })).toBeVisible();
      const list = messages(box, 'Bruno Reis');
      await expect(list).toHaveCSS('height', '280px');
      await expect(list.getByText('Great 👍 see you')).toBeVisible();

      const input = box.getByRole('textbox', { name: 'Message to Bruno Reis' });
      await input.fill('Written from the chat box');
      await input.press('Enter');
      await expect(input).toHaveValue('');
      await expect(messages(brunoPage, 'Ana Lopes').getByText('Written from the chat box')).toBeVisible();

      const reply = brunoPage.getByRole('textbox', { name: 'Message to Ana Lopes' });
      await reply.fill('Got it in the box?');
      await reply.press('Enter');
      await expect(list.getByText('Got it in the box?')).toBeVisible();
      await expect(list.getByTestId('message').nth(-2).getByRole('img', { name: 'Seen' })).toBeVisible();
      await shot(anaPage, 'chat-floating');

      await box.getByRole('button', { name: 'Close the chat with Bruno Reis' }).click();
      await expect(box).toBeHidden();
    });

    await test.step('a reload keeps the whole history', async () => {
      await anaPage.goto(`/show_chat/${chat.id}`);
      await anaPage.reload();
      const list = messages(anaPage, 'Bruno Reis');
      for (const text of ['Hi Bruno! Lunch on Friday?', 'Sure, see you at noon 🍝', 'Great 👍 see you', 'Written from the chat box', 'Got it in the box?']) {
        await expect(list.getByText(text)).toBeVisible();
      }
      await expect(list.getByText('Got it in the box?')).toHaveCount(1);
    });

    await test.step('on a phone: the inbox and the chat one at a time', async () => {
      await anaPage.setViewportSize({ width: 390, height: 844 });
      await expect(anaPage.getByRole('heading', { level: 1, name: 'Bruno Reis' })).toBeVisible();
      await expect(anaPage.getByRole('list', { name: 'Chats' })).toHaveCount(0);
      await shot(anaPage, 'chat-screen-phone');
      await anaPage.getByRole('link', { name: 'Back to chats' }).click();
      await expect(anaPage.getByRole('list', { name: 'Chats' }).getByRole('link')).toHaveCount(2);
      await shot(anaPage, 'chat-inbox-phone');
      await anaPage.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('a chat that is not yours is not found', async () => {
      await brunoPage.goto(`/show_chat/${carlaChat.id}`);
      await expect(brunoPage.getByRole('heading', { name: 'Chat not found' })).toBeVisible();
    });
  });

  test('a link to a Plaza listing sent in a chat shows a card with its title and price, which opens the listing', async ({ browser, request }) => {
    const ana = await signUp(request, 'Ana', 'Cards');
    const bruno = await signUp(request, 'Bruno', 'Seller');
    const name = `Blue bicycle ${Date.now().toString(36)}`;
    const created = await request.post('/api/marketplaces', {
      headers: { Authorization: `Bearer ${bruno.token.access_token}` },
      multipart: {
        name,
        category: 'Clothing & accessories',
        price: '49',
        location: 'Lisbon, Baixa',
        contact_information: 'Message me here',
        description: 'Barely used, with lights.',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const listing = ((await created.json()) as { data: { id: number } }).data;
    const page = await openAs(browser, ana);
    const address = `${new URL(page.url()).origin}/marketplaces/${listing.id}`;
    const { data: chat } = await api<{ data: { id: number } }>(request, bruno, 'post', '/chats', { user_id: ana.id });
    await api(request, bruno, 'post', `/chats/${chat.id}/messages`, { message: `Still for sale: ${address} if you want it` });

    await page.goto(`/show_chat/${chat.id}`);
    const message = messages(page, 'Bruno Seller').getByTestId('message').last();
    await expect(message).toContainText('Still for sale:'); // the text stays
    const card = message.getByTestId('link-card');
    await expect(card).toContainText(name);
    await expect(card).toContainText('Plaza');
    await expect(card.getByTestId('link-card-detail')).toContainText('49');
    await shot(page, 'chat-link-card');
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/marketplaces/${listing.id}$`));
    await expect(page.getByRole('heading', { name })).toBeVisible();
  });
});

import { expect, test } from './fixtures';
import sharp from 'sharp';
import { register, signIn } from './members';

/**
 * A member publishes a marketplace listing with a photo through the form; another member finds it
 * by searching (with a typo), opens it, and contacts the seller, which opens their chat with the
 * question and a link to the listing; the seller finds it in their inbox.
 */
test('a listing is published with a photo, found by search, and its seller contacted in chat', async ({ browser, request }) => {
  const tag = Date.now().toString(36).replace(/\d/g, '');
  const title = `Vintage road bike ${tag}`;
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 47, g: 91, b: 234 } } }).png().toBuffer();

  const seller = await register(request, 'Sara', 'Costa');
  const sellerPage = await signIn(browser, seller);
  await sellerPage.goto('/marketplaces/new');
  await sellerPage.getByLabel('What are you selling?').fill(title);
  await sellerPage.getByRole('combobox', { name: 'Category' }).click();
  await sellerPage.getByRole('option', { name: 'Bikes' }).click();
  await sellerPage.getByLabel('Price').fill('180');
  await sellerPage.getByLabel('Location').fill('Porto, Bonfim');
  await sellerPage.getByLabel('Contact information').fill('Message me on Plaza');
  await sellerPage.getByLabel('Description').fill('Steel frame, new chain, ridden on Sundays.');
  await sellerPage.getByLabel('Photo files').setInputFiles({ name: 'bike.png', mimeType: 'image/png', buffer: photo });
  await expect(sellerPage.getByRole('img', { name: 'Photo 1 (cover)' })).toBeVisible();
  await sellerPage.getByRole('button', { name: 'Publish' }).click();
  await expect(sellerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const cover = sellerPage.getByRole('img', { name: `${title}, image 1 of 1` });
  await expect(cover).toBeVisible();
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const listingUrl = sellerPage.url();

  const buyerPage = await signIn(browser, await register(request, 'Bruno', 'Reis'));
  await buyerPage.goto('/marketplaces');
  // "vintaeg": two letters swapped, still found.
  await buyerPage.getByLabel('Search marketplace').fill(`vintaeg ${tag}`);
  await buyerPage.getByRole('button', { name: 'Search' }).click();
  const results = buyerPage.getByRole('list', { name: 'Marketplace' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results).toContainText('180');
  await results.getByRole('link', { name: new RegExp(title) }).click();
  await expect(buyerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(buyerPage.url()).toBe(listingUrl);

  await buyerPage.getByRole('button', { name: 'Contact Sara' }).click();
  await expect(buyerPage.getByLabel('Your message')).toHaveValue('Is this still available?');
  await buyerPage.getByRole('button', { name: 'Send' }).click();
  await expect(buyerPage).toHaveURL(/\/show_chat\/\d+$/);
  await expect(buyerPage.getByText('Is this still available?').first()).toBeVisible();

  await sellerPage.goto('/show_chat');
  await expect(sellerPage.getByRole('main').getByText('Bruno Reis').first()).toBeVisible();
  await expect(sellerPage.getByRole('main').getByText(/Is this still available\?/).first()).toBeVisible();
});

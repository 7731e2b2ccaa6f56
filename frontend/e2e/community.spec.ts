import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { register, shot, signIn } from './members';

/**
 * The community sections as members use them: a blog post published with its image, an event
 * another member answers, an album filled with two pictures and browsed in the lightbox, and a
 * video uploaded, processed by the media queue, then played and seeked in Chromium.
 */

const require = createRequire(import.meta.url);
const FFMPEG = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** Media made here with ffmpeg: a picture (test pattern) or a clip with a tone, as a camera would give them. */
function media(name: string, args: string[]): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'plaza-e2e-media-'));
  try {
    const file = join(dir, name);
    execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args, file]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
const picture = (pattern: string) => media('p.png', ['-f', 'lavfi', '-i', `${pattern}=size=960x640`, '-frames:v', '1']);
const clip = () =>
  media('clip.avi', ['-f', 'lavfi', '-i', 'testsrc2=duration=4:size=480x270:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=4', '-c:v', 'mpeg4', '-c:a', 'libmp3lame', '-shortest']);

async function chooseFile(page: Page, label: string, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel(label, { exact: true }).setInputFiles({ name, mimeType, buffer });
}

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a blog post: written in Markdown with an image, listed with its excerpt, read with its HTML', async ({ browser, request }) => {
  const ada = await register(request, 'Bea', 'Blogger');
  const page = await signIn(browser, ada);
  await page.goto('/blogs');
  await page.getByRole('link', { name: 'Write a post' }).click();
  await page.getByLabel('Title').fill('Ten tips for city cycling');
  await pickOption(page, 'Category', 'Sports');
  await page.getByLabel('Your post').fill('## Lights first\n\nAlways carry **two** lights. <script>alert(1)</script>\n\n- helmet\n- bell');
  await chooseFile(page, 'Add a cover image', 'cover.png', 'image/png', picture('testsrc2'));
  await expect(page.getByRole('img', { name: 'Chosen image' })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Ten tips for city cycling' })).toBeVisible();
  const post = page.getByLabel('Post', { exact: true });
  await expect(post.getByRole('heading', { name: 'Lights first' })).toBeVisible();
  await expect(post.locator('strong')).toHaveText('two');
  await expect(post).toContainText('<script>alert(1)</script>'); // shown as text, never run
  await expect(page.locator('article img').first()).toHaveJSProperty('complete', true);
  await shot(page, 'community-blog-post');

  await page.goto('/blogs');
  const card = page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem').first();
  await expect(card).toContainText('Ten tips for city cycling');
  await expect(card).toContainText('Lights first Always carry two lights.');
  await shot(page, 'community-blogs');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'community-blogs-mobile');
});

test('an event: created by one member, answered "going" by another, both see the count and avatars', async ({ browser, request }) => {
  const ada = await register(request, 'Eve', 'Organiser');
  const ben = await register(request, 'Ben', 'Guest');
  const a = await signIn(browser, ada);
  await a.goto('/events/new');
  await a.getByLabel('Title').fill('Saturday book swap');
  await pickOption(a, 'Category', 'Meetups');
  const start = new Date(Date.now() + 3 * 86_400_000);
  const local = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T18:00`;
  await a.getByLabel('Starts').fill(local(start));
  await a.getByLabel('Where').fill('Library café');
  await a.getByLabel('What to expect').fill('Bring a book, take a book.');
  await a.getByLabel('Places (optional)').fill('12');
  await a.getByRole('button', { name: 'Create event' }).click();
  await expect(a.getByRole('heading', { level: 1, name: 'Saturday book swap' })).toBeVisible();
  const eventUrl = a.url();

  const b = await signIn(browser, ben);
  await b.goto(eventUrl);
  await expect(b.getByLabel('Answers')).toContainText('0 going of 12 places');
  await b.getByRole('button', { name: 'Going', exact: true }).click();
  await expect(b.getByLabel('Answers')).toContainText('1 going of 12 places');
  await expect(b.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await shot(b, 'community-event');

  await a.reload();
  await expect(a.getByLabel('Answers')).toContainText('1 going of 12 places');
  await expect(a.getByLabel('Going').getByRole('img', { name: 'Ben Guest' })).toBeVisible();
  const download = a.waitForEvent('download');
  await a.getByRole('button', { name: 'Add to calendar' }).click();
  expect((await download).suggestedFilename()).toMatch(/^event-\d+\.ics$/);
  await a.goto('/events');
  await expect(a.getByRole('list', { name: 'Events' })).toContainText('Saturday book swap');
  await shot(a, 'community-events');
});

test('an album with two pictures, browsed in the lightbox with next and previous', async ({ browser, request }) => {
  const ada = await register(request, 'Pia', 'Lens');
  const page = await signIn(browser, ada);
  await page.goto('/pictures');
  await page.getByRole('link', { name: 'New album' }).click();
  await page.getByLabel('Name').fill('Walks by the river');
  await page.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Walks by the river' })).toBeVisible();

  for (const [title, pattern] of [
    ['Morning bridge', 'testsrc2'],
    ['Evening quay', 'smptebars'],
  ]) {
    await page.getByRole('link', { name: 'Add a picture' }).click();
    await chooseFile(page, 'Choose a picture', `${pattern}.png`, 'image/png', picture(pattern));
    await page.getByLabel('Title').fill(title);
    await expect(page.getByRole('combobox', { name: 'Album (optional)' })).toHaveText('Walks by the river');
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Walks by the river' })).toBeVisible();
  }
  const grid = page.getByRole('list', { name: 'Pictures in Walks by the river' });
  await expect(grid.getByRole('img')).toHaveCount(2);
  await expect(page.getByText('2 pictures')).toBeVisible();
  await shot(page, 'community-album');

  await grid.getByRole('button', { name: 'Open Morning bridge' }).click();
  const lightbox = page.getByRole('dialog', { name: 'Morning bridge' });
  await expect(lightbox.getByText('1 / 2')).toBeVisible();
  await expect(lightbox.getByRole('button', { name: 'Previous picture' })).toBeDisabled();
  await lightbox.getByRole('button', { name: 'Next picture' }).click();
  const second = page.getByRole('dialog', { name: 'Evening quay' });
  await expect(second.getByText('2 / 2')).toBeVisible();
  await expect(second.getByRole('img', { name: 'Evening quay' })).toHaveJSProperty('complete', true);
  await expect(second.getByText('Album cover')).toBeVisible(); // the latest added, until the owner chooses
  await shot(page, 'community-lightbox');
  await page.keyboard.press('ArrowLeft');
  const first = page.getByRole('dialog', { name: 'Morning bridge' });
  await first.getByRole('button', { name: 'Make it the cover' }).click();
  await expect(first.getByText('Album cover')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/pictures?tab=albums');
  await expect(page.getByRole('list', { name: 'Albums' })).toContainText('2 pictures');
  await shot(page, 'community-albums');

  // The owner retitles a picture and gives it a caption, on its page.
  await page.goto('/pictures');
  await page.getByRole('list', { name: 'Pictures' }).getByRole('button', { name: 'Open Morning bridge' }).click();
  await page.getByRole('dialog', { name: 'Morning bridge' }).getByRole('link', { name: /comments$/ }).click();
  await page.getByRole('button', { name: 'Edit picture' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit picture' });
  await edit.getByLabel('Title').fill('Bridge at dawn');
  await edit.getByLabel('Caption (optional)').fill('Before the first tram.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bridge at dawn' })).toBeVisible();
  await expect(page.getByText('Before the first tram.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bridge at dawn' })).toBeVisible();
  await shot(page, 'community-picture-edited');
});

test('a video: uploaded with progress, processed, then played and seeked in the browser', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const ada = await register(request, 'Vic', 'Director');
  const page = await signIn(browser, ada);
  await page.goto('/videos/new');
  await chooseFile(page, 'Choose a video', 'river.avi', 'video/x-msvideo', clip());
  await page.getByLabel('Title').fill('River at dusk');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'River at dusk' })).toBeVisible();

  const video = page.getByLabel('River at dusk', { exact: true }).and(page.locator('video'));
  await expect(video).toBeVisible({ timeout: 60_000 }); // ready: the socket told the page
  await expect(video).toHaveAttribute('poster', /\/storage\/videos\/posters\//);
  const duration = await video.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.duration : new Promise<number>((r) => v.addEventListener('loadedmetadata', () => r(v.duration), { once: true }))));
  expect(duration).toBeGreaterThan(3.5);
  expect(duration).toBeLessThan(4.5);
  const played = await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    // Playing has begun once the clock moves; on a busy machine the first frame can take a while.
    await new Promise<void>((resolve) => {
      const moved = () => {
        if (v.currentTime > 0) {
          v.removeEventListener('timeupdate', moved);
          resolve();
        }
      };
      v.addEventListener('timeupdate', moved);
      moved();
    });
    return v.currentTime;
  });
  expect(played).toBeGreaterThan(0);
  const seeked = await video.evaluate(
    (v: HTMLVideoElement) =>
      new Promise<number>((resolve) => {
        v.pause();
        v.addEventListener('seeked', () => resolve(v.currentTime), { once: true });
        v.currentTime = 3;
      }),
  );
  expect(seeked).toBeGreaterThan(2.9);
  await shot(page, 'community-video');
  await page.goto('/videos');
  await expect(page.getByRole('list', { name: 'Videos' })).toContainText('River at dusk');
  await expect(page.getByRole('list', { name: 'Videos' })).toContainText('0:04');
  await shot(page, 'community-videos');
});

test('a forum thread: started by one member, replied to by another, the author is told', async ({ browser, request }) => {
  const fay = await register(request, 'Fay', 'Asker');
  const gus = await register(request, 'Gus', 'Helper');
  const f = await signIn(browser, fay);
  await f.goto('/forums');
  await f.getByRole('link', { name: 'Start a thread' }).click();
  await f.getByLabel('Title').fill('Where to fix a bike wheel?');
  await pickOption(f, 'Category', 'Help & advice');
  await f.getByLabel('What do you want to say?').fill('My rear wheel is **bent**. Any good workshop?');
  await f.getByRole('button', { name: 'Post thread' }).click();
  await expect(f.getByRole('heading', { level: 1, name: 'Where to fix a bike wheel?' })).toBeVisible();
  const threadUrl = f.url();

  const g = await signIn(browser, gus);
  await g.goto(threadUrl);
  await g.getByLabel('Your reply').fill('Try the shop by the _station_.');
  await g.getByRole('button', { name: 'Reply', exact: true }).click();
  const replies = g.getByRole('list', { name: 'Replies' });
  await expect(replies.getByRole('listitem')).toHaveCount(1);
  await expect(replies.locator('em')).toHaveText('station');
  // Gus corrects his reply in place (his own only: Fay's thread shows him no Edit of hers).
  const mine = replies.getByRole('listitem').first();
  await mine.getByRole('button', { name: 'Edit' }).click();
  await mine.getByLabel('Edit your reply').fill('Try the shop by the _station_, open on Sundays.');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByLabel('Edit your reply')).toHaveCount(0);
  await expect(mine.locator('p')).toHaveText('Try the shop by the station, open on Sundays.');
  await g.reload();
  await expect(replies.getByRole('listitem').first().locator('p')).toHaveText('Try the shop by the station, open on Sundays.');
  await shot(g, 'community-thread');

  await f.goto('/notifications');
  await expect(f.getByRole('main')).toContainText('Gus Helper');
  await expect(f.getByRole('main')).toContainText('replied in a thread you take part in');
  await f.goto('/forums');
  const row = f.getByRole('list', { name: 'Threads' }).getByRole('listitem').first();
  await expect(row).toContainText('Where to fix a bike wheel?');
  await expect(row).toContainText('1 reply');
  await shot(f, 'community-forums');
});

import { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { AVATAR, ImageStore, PHOTO_WIDTHS } from '../src/common/uploads/images';
import { sql } from '../src/database/sql';
import { LISTING_IMAGE } from '../src/modules/listings/listings.service';
import { newUser, type TestUser } from './helpers/factories';
import { form } from './helpers/forms';
import { newListing } from './helpers/listings';
import { startTestApp, type TestApp, THROTTLE_OFF } from './helpers/test-app';

/** A photo-like JPEG (a gradient, so every width copy differs), 1600×1200. */
const photo = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><defs><linearGradient id="g"><stop offset="0" stop-color="#1d4e89"/><stop offset="1" stop-color="#f9c74f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>'))
    .jpeg()
    .toBuffer();

describe('images served at the sizes they are shown', () => {
  let t: TestApp;
  let owner: TestUser;

  /** The width and format of what /storage/<path> serves, or its status when it is not an image. */
  const served = async (path: string) => {
    const res = await fetch(`${t.url}/storage/${path}`);
    if (res.status !== 200) {
      return { status: res.status };
    }
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    return { status: 200, width: meta.width, height: meta.height, format: meta.format, cache: res.headers.get('cache-control') };
  };

  beforeAll(async () => {
    t = await startTestApp({ env: { ...THROTTLE_OFF, LISTINGS_SWEEP_SECONDS: '0' } });
    owner = await newUser(t, { first_name: 'Paula' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives an uploaded listing photo its 320/480/720/960/1280 px WebP copies beside the original, and its placeholder in the listing', async () => {
    const created = await t.request('POST', '/api/marketplaces', {
      token: owner.access_token,
      body: form(
        { name: 'Blue armchair', category: 'Furniture', price: '60', location: 'Porto', contact_information: 'Message me here', shipping: 'Pick-up only', description: 'Comfortable.' },
        { image: { data: await photo(), name: 'chair.jpg', type: 'image/jpeg' } },
      ),
    });
    expect(created.status).toBe(201);
    const file = created.body.data.image as string;
    // The original keeps its documented address; the copies are immutable like it.
    expect(await served(`listings/${file}`)).toMatchObject({ status: 200, width: 1600, format: 'webp' });
    expect(await served(`listings/thumbs/${file}`)).toMatchObject({ status: 200, width: 400, height: 300 });
    for (const width of [320, 480, 720, 960, 1280]) {
      expect(await served(`listings/w${width}/${file}`)).toEqual({ status: 200, width, height: (width * 3) / 4, format: 'webp', cache: 'public, max-age=31536000, immutable' });
    }

    const preview = { width: 1600, height: 1200, placeholder: expect.stringMatching(/^data:image\/webp;base64,[A-Za-z0-9+/=]{40,400}$/) };
    const shown = await t.request('GET', `/api/marketplaces/${created.body.data.id}`);
    expect(shown.body.data).toMatchObject({ image: file, image_preview: preview, image_previews: [preview] });
    const tiny = await sharp(Buffer.from(shown.body.data.image_preview.placeholder.split(',')[1], 'base64')).metadata();
    expect(Math.max(tiny.width!, tiny.height!)).toBe(16);
    const listed = await t.request('GET', '/api/marketplaces');
    expect(listed.body.data.find((item: { id: number }) => item.id === created.body.data.id)).toMatchObject({ image_preview: preview });
  });

  it('removes the copies with the image', async () => {
    const item = await newListing(t, owner, 'marketplaces', {}, 2);
    const [, second] = item.images as string[];
    expect((await served(`listings/w720/${second}`)).status).toBe(200);
    const res = await t.request('PATCH', `/api/marketplaces/${item.id}`, { token: owner.access_token, body: { images: [item.images[0]] } });
    expect(res.status).toBe(200);
    for (const path of [`listings/${second}`, ...PHOTO_WIDTHS.map((width) => `listings/w${width}/${second}`)]) {
      expect((await served(path)).status).toBe(404);
    }
  });

  it('gives avatars a 45 px and a 90 px file', async () => {
    const images = t.app.get(ImageStore);
    const name = await images.save(await photo(), AVATAR);
    expect(await served(`avatars/thumbs45/${name}`)).toMatchObject({ status: 200, width: 45, height: 45 });
    expect(await served(`avatars/thumbs/${name}`)).toMatchObject({ status: 200, width: 90, height: 90 });
  });

  it('backfills an image stored before its copies existed, and leaves a complete one alone', async () => {
    const images = t.app.get(ImageStore);
    const name = await images.save(await photo(), LISTING_IMAGE);
    // As an image uploaded before this release: the original only, no copies, no preview.
    await t.store.delete(PHOTO_WIDTHS.map((width) => `w${width}`).map((folder) => `public/listings/${folder}/${name}`));
    await sql(t.app.get(EntityManager).fork(), 'delete from image_previews where name = ?', [name]);
    expect((await served(`listings/w720/${name}`)).status).toBe(404);

    expect(await images.complete(name, LISTING_IMAGE)).toBe(PHOTO_WIDTHS.length + 1);
    expect(await served(`listings/w720/${name}`)).toMatchObject({ status: 200, width: 720 });
    expect((await images.previews([name])).get(name)).toMatchObject({ width: 1600, height: 1200 });
    expect(await images.complete(name, LISTING_IMAGE)).toBe(0);
  });
});

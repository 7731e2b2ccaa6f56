// Signs in, puts a marketplace item up for sale with a photo, and reads it back: the SDK from
// plain Node (22+), installed as a package. Run: PLAZA_URL=http://localhost:3000
// PLAZA_EMAIL=ana@plaza.local PLAZA_PASSWORD='Plaza!2026' node upload-listing.mjs photo.png
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { ApiError, AuthService, MarketplacesService, OpenAPI } from '@plaza/sdk';

OpenAPI.BASE = process.env.PLAZA_URL ?? 'http://localhost:3000';
const photoPath = process.argv[2];
if (!photoPath) {
  console.error('usage: node upload-listing.mjs <photo.png|jpg|webp>');
  process.exit(2);
}

try {
  const session = await AuthService.login({
    requestBody: { email: process.env.PLAZA_EMAIL, password: process.env.PLAZA_PASSWORD },
  });
  if (!('token' in session)) {
    throw new Error('This account asks for a second step; sign in with AuthService.loginSecondStep');
  }
  OpenAPI.TOKEN = session.token.access_token;

  const photo = new File([await readFile(photoPath)], basename(photoPath), { type: 'image/png' });
  const { data: created } = await MarketplacesService.createMarketplace({
    formData: {
      name: 'Oak writing desk',
      description: 'Solid oak, two drawers, a few marks on the top. Collection only.',
      category: 'Furniture',
      price: 120,
      location: 'Lisbon',
      contact_information: 'Message me on Plaza',
      image: [photo],
    },
  });
  const { data: item } = await MarketplacesService.getMarketplace({ id: created.id });
  console.log(JSON.stringify({ id: item.id, name: item.name, images: item.images.length }));
} catch (error) {
  // ApiError carries the status and the body the API answered (its messages are the spec's).
  console.error(error instanceof ApiError ? `${error.status} ${JSON.stringify(error.body)}` : error);
  process.exit(1);
}

import { PICTURE } from '../../common/content/content-kinds';
import { ReactionsRepository } from '../../common/content/reactions/reactions.repository';
import type { DemoSeed } from '../../common/demo/demo-seed';
import { landscape } from '../../common/demo/landscape';
import { sqlOne } from '../../database/sql';
import { PicturesService } from './pictures.service';

/** Sky, sun and hills of each picture in Sam's album. */
const PALETTES: [string, [string, string], string, [string, string]][] = [
  ['Old bridge at golden hour', ['#f7a072', '#fde2c4'], '#fff1b8', ['#8c5e58', '#5a3e3b']],
  ['Blue hour over the river', ['#355c7d', '#6c8ebf'], '#f8b195', ['#2a3d5c', '#1b2a41']],
  ['Morning fog on the hills', ['#d9e4ec', '#f4f7f9'], '#ffffff', ['#a7b8c4', '#7f95a3']],
  ['Harbour lights', ['#0f2027', '#2c5364'], '#ffd166', ['#203a43', '#0b1a20']],
  ['Spring in the park', ['#a8e6cf', '#dcedc1'], '#ffd3b6', ['#67b26f', '#4ca2cd']],
  ['Rooftops after rain', ['#8e9eab', '#eef2f3'], '#fceabb', ['#5d6d7e', '#34495e']],
];

/** Sam's album of city walks (one picture liked and commented on) and Ana's bike. */
export const seedDemoPictures: DemoSeed = async ({ app, em, members, say }) => {
  const { ana, sam, noor } = await members();
  if (!ana || !sam || !noor || (await sqlOne(em, 'select 1 from pictures where user_id in (?, ?, ?)', [ana.id, sam.id, noor.id]))) {
    return;
  }
  const pictures = app.get(PicturesService);
  const reactions = app.get(ReactionsRepository);
  const walks = await pictures.createAlbum(sam, { name: 'City walks', description: 'Evenings around town.' });
  for (const [title, sky, sun, hills] of PALETTES) {
    const picture = await pictures.create(sam, { title, album_id: walks.id }, await landscape(sky, sun, hills, 1600, 1067));
    if (title.startsWith('Old bridge')) {
      await reactions.like(PICTURE, ana.id, picture.id);
      await reactions.addComment(PICTURE, noor.id, picture.id, 'This one should be a postcard.');
    }
  }
  await pictures.create(ana, { title: 'My new old bike', caption: 'Steel, 1988, repainted.' }, await landscape(['#cfe8ff', '#ffffff'], '#ffc857', ['#d1495b', '#8e2c3b'], 1200, 1200));
  say('Demo pictures: an album of six and a single picture.');
};

// One import per namespace of languages.ts but its area namespaces, which their areas load (i18n.test.ts checks).
import common from './common.json';
import home from './home.json';
import api from './api.json';
import security from './security.json';
import community from './community.json';
import chats from './chats.json';
import notifications from './notifications.json';
import friends from './friends.json';
import bookmarks from './bookmarks.json';
import storage from './storage.json';
import listings from './listings.json';

export default {
  common,
  home,
  api,
  security,
  community,
  chats,
  notifications,
  friends,
  bookmarks,
  storage,
  listings,
};

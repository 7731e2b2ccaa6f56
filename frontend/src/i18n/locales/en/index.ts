// One import per namespace of languages.ts but its area namespaces, which their areas load (i18n.test.ts checks).
import common from './common.json';
import auth from './auth.json';
import home from './home.json';
import search from './search.json';
import security from './security.json';
import community from './community.json';
import posts from './posts.json';
import profiles from './profiles.json';
import users from './users.json';
import chats from './chats.json';
import notifications from './notifications.json';
import friends from './friends.json';
import bookmarks from './bookmarks.json';
import storage from './storage.json';
import listings from './listings.json';
import api from './api.json';

export default {
  common,
  auth,
  home,
  search,
  security,
  community,
  posts,
  profiles,
  users,
  chats,
  notifications,
  friends,
  bookmarks,
  storage,
  listings,
  api,
};

// One import per namespace of languages.ts but its area namespaces, which their areas load (i18n.test.ts checks).
import common from './common.json';
import home from './home.json';
import api from './api.json';

export default {
  common,
  home,
  api,
};

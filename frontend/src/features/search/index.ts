/** The search feature's front door: the top bar's box, the results page's path. */
export { SEARCH_PATH, searchPath } from './paths';

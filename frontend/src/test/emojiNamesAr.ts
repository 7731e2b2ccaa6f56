import { emojiNames } from '../../build/emoji-names.ts';

/** `virtual:emoji-names/ar` for Jest, which runs no Vite plugin. */
export default emojiNames('ar');

import EmojiPicker, { Categories, EmojiStyle, type EmojiDataLoader } from 'emoji-picker-react';
import { useTranslation } from 'react-i18next';
import './emoji-picker.css';
import './words';

interface Props {
  onPick: (emoji: string) => void;
}

/** The picker's sections, in its own order, named in the member's language. */
const CATEGORIES = [
  Categories.SUGGESTED,
  Categories.SMILEYS_PEOPLE,
  Categories.ANIMALS_NATURE,
  Categories.FOOD_DRINK,
  Categories.TRAVEL_PLACES,
  Categories.ACTIVITIES,
  Categories.OBJECTS,
  Categories.SYMBOLS,
  Categories.FLAGS,
] as const;

/**
 * The emoji names searched in each language, fetched when the picker opens: the package's own
 * dataset, or one made at build time from CLDR where it has none (build/emoji-names.ts).
 */
const EMOJI_NAMES: Record<string, EmojiDataLoader> = {
  pt: () => import('emoji-picker-react/data/emojis-pt'),
  ar: () => import('virtual:emoji-names/ar'),
};

/**
 * The emoji picker, loaded when first opened. Native emojis: the picker draws them with the
 * system font and fetches no images.
 */
export default function EmojiPickerPanel({ onPick }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <EmojiPicker
      emojiData={EMOJI_NAMES[i18n.language.split('-')[0]]}
      emojiStyle={EmojiStyle.NATIVE}
      onEmojiClick={(data) => onPick(data.emoji)}
      previewConfig={{ showPreview: false }}
      lazyLoadEmojis
      autoFocusSearch
      width={320}
      height={380}
      categories={CATEGORIES.map((category) => ({ category, name: t(`chats:emoji.categories.${category}`) }))}
      labels={{
        searchPlaceholder: t('chats:emoji.search'),
        searchLabel: t('chats:emoji.searchLabel'),
        searchClear: t('chats:emoji.clear'),
        searchResultsNone: t('chats:emoji.noResults'),
        searchResultsOne: t('chats:emoji.oneResult'),
        searchResultsMany: t('chats:emoji.manyResults'),
        categoryNavigation: t('chats:emoji.categoryNavigation'),
        loading: t('chats:emoji.loading'),
        loadingError: t('chats:emoji.loadingError'),
        retryLoading: t('chats:emoji.retry'),
      }}
    />
  );
}

import EmojiPicker, { EmojiStyle } from 'emoji-picker-react';

interface Props {
  onPick: (emoji: string) => void;
}

/**
 * The emoji picker, loaded when first opened. Native emojis: the picker draws them with the
 * system font and fetches no images.
 */
export default function EmojiPickerPanel({ onPick }: Props) {
  return (
    <EmojiPicker
      emojiStyle={EmojiStyle.NATIVE}
      onEmojiClick={(data) => onPick(data.emoji)}
      previewConfig={{ showPreview: false }}
      lazyLoadEmojis
      autoFocusSearch
      width={320}
      height={380}
    />
  );
}

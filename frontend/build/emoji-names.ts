import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const PREFIX = 'virtual:emoji-names/';

interface PickerEmoji {
  n: string[];
  u: string;
  [key: string]: unknown;
}

interface PickerData {
  categories: Record<string, unknown>;
  emojis: Record<string, PickerEmoji[]>;
}

type Annotations = Record<string, { default?: string[]; tts?: string[] }>;

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** CLDR's names of every emoji in `locale`: single ones, then sequences (flags, skin tones, professions). */
function cldrNames(locale: string): Annotations {
  const single = readJson<{ annotations: { annotations: Annotations } }>(require.resolve(`cldr-annotations-full/annotations/${locale}/annotations.json`));
  const derived = readJson<{ annotationsDerived: { annotations: Annotations } }>(
    require.resolve(`cldr-annotations-derived-full/annotationsDerived/${locale}/annotations.json`),
  );
  return { ...derived.annotationsDerived.annotations, ...single.annotations.annotations };
}

/**
 * The emoji picker's dataset with the names and keywords of `locale` from Unicode CLDR, for a
 * language the picker ships no dataset of: its English set, each emoji's names replaced. The last
 * name is the one the picker shows (CLDR's spoken name), the others are what a search matches.
 */
export function emojiNames(locale: string): PickerData {
  const english = readJson<PickerData>(join(dirname(require.resolve('emoji-picker-react')), 'data', 'emojis-en.json'));
  const names = cldrNames(locale);
  const named = (emoji: PickerEmoji): PickerEmoji => {
    const text = String.fromCodePoint(...emoji.u.split('-').map((hex) => parseInt(hex, 16)));
    const cldr = names[text] ?? names[text.replaceAll('\uFE0F', '')];
    const spoken = cldr?.tts?.[0];
    return spoken ? { ...emoji, n: [...(cldr.default ?? []).filter((k) => k !== spoken), spoken] } : emoji;
  };
  return {
    categories: english.categories,
    emojis: Object.fromEntries(Object.entries(english.emojis).map(([category, emojis]) => [category, emojis.map(named)])),
  };
}

/**
 * `import('virtual:emoji-names/<locale>')`: the picker's dataset in that language, made at build
 * time (one chunk, fetched when a member reading it opens the picker).
 */
export function emojiNamesModule(): Plugin {
  return {
    name: 'plaza-emoji-names',
    resolveId: (source) => (source.startsWith(PREFIX) && /^[a-z]{2,3}(-[A-Za-z]+)?$/.test(source.slice(PREFIX.length)) ? `\0${source}` : null),
    load: (id) => (id.startsWith(`\0${PREFIX}`) ? `export default ${JSON.stringify(emojiNames(id.slice(PREFIX.length + 1)))};` : null),
  };
}

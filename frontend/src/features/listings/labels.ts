import type { ListingStatus } from '@plaza/sdk';
import { i18n } from '../../i18n';
import type { ListingFieldSpec, ListingSectionSpec } from './registry';
import './words';

/*
 * The declaration's words (sections, fields, choices, hints) in the reader's language. The API keeps
 * its English values (a choice is sent as 'Bikes'); only what is shown is looked up, by key.
 * Components call useTranslation() so they render again when the language changes.
 */

/** A choice's key: 'Antiques & collectibles' → 'antiques_collectibles'. */
export const choiceKey = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

type Phrase = 'label' | 'noun' | 'new' | 'edit' | 'empty' | 'emptyText' | 'actions' | 'search' | 'hidden';

/**
 * A section's name ('label'), its item ('noun') and the sentences built on them, per section for the
 * grammar. The names are in `common`: every page's menus show them.
 */
export const sectionText = (section: Pick<ListingSectionSpec, 'slug'>, phrase: Phrase = 'label') =>
  phrase === 'label' ? i18n.t(`common:nav.sections.${section.slug}`) : i18n.t(`listings:sections.${section.slug}.${phrase}`);

export const fieldLabel = (section: Pick<ListingSectionSpec, 'slug'>, field: Pick<ListingFieldSpec, 'name'>) => i18n.t(`listings:fields.${section.slug}.${field.name}`);

const HELP: Record<string, string> = {
  '0 for free': 'free',
  Optional: 'optional',
  'Optional: a web address or an email below': 'applyUrl',
  'YYYY-MM-DD or YYYY-MM-DDTHH:mm': 'datetime',
};

/** A field's hint under its input, when it has one. */
export const fieldHelp = (field: Pick<ListingFieldSpec, 'help'>) => (field.help ? i18n.t(`listings:help.${HELP[field.help] ?? 'optional'}`) : undefined);

/** A choice as shown ('Bikes' → 'Bicicletas'); the value sent stays the declared one. */
export const choiceLabel = (field: Pick<ListingFieldSpec, 'enumName'>, value: string) => i18n.t(`listings:choices.${field.enumName ?? 'other'}.${choiceKey(value)}`, { defaultValue: value });

export const statusText = (status: ListingStatus) => i18n.t(`listings:status.${status}`);

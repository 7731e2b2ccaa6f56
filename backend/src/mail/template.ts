import mjml2html from 'mjml';
import { directionOf, translate, type Language } from '../common/i18n/translate';
import { escapeHtml } from './html';

/** The site's name and colours (frontend/src/ui/theme.ts), so a mail looks like the app. */
export const BRAND = {
  name: 'Plaza',
  primary: '#2f5bea',
  primaryLight: '#e8eeff',
  accent: '#ff7a45',
  background: '#f5f7fb',
  text: '#1c2434',
  muted: '#5b6576',
  font: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;

/** A link inside a paragraph. */
export interface MailLink {
  label: string;
  href: string;
}

/** A paragraph: text with links between its pieces. */
export type MailParagraph = string | readonly (string | MailLink)[];

/** One thing that happened (a notification, a message), as a notification mail or a digest lists it. */
export interface MailItem {
  actor: string;
  text: string;
  /** Quoted words (a message, the start of a comment), shown under the text. */
  quote?: string | null;
  when?: string;
  link: MailLink;
}

export type MailBlock =
  | { paragraph: MailParagraph }
  | { button: MailLink }
  | { facts: readonly [label: string, value: string][] }
  | { items: readonly MailItem[]; heading?: string }
  | { note: MailParagraph };

/** Everything a mail says, once: the HTML part (through MJML) and the plain-text part are both drawn from it. */
export interface MailContent {
  /** The recipient's language: the layout's own words and the HTML root's lang and dir; English when unset. */
  language?: Language;
  subject: string;
  /** The line mail clients show after the subject. */
  preheader?: string;
  greeting?: string;
  blocks: readonly MailBlock[];
  /** Notification mail: why it came, how to stop it in one click, and the preferences page. */
  footer?: { reason: string; unsubscribe?: MailLink; preferences?: MailLink };
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const segments = (p: MailParagraph): readonly (string | MailLink)[] => (typeof p === 'string' ? [p] : p);

const link = (l: MailLink, style = '') =>
  `<a href="${escapeHtml(l.href)}" style="color:${BRAND.primary};${style}">${escapeHtml(l.label)}</a>`;

function paragraphHtml(p: MailParagraph): string {
  return segments(p)
    .map((s) => (typeof s === 'string' ? escapeHtml(s) : link(s)))
    .join('');
}

function paragraphText(p: MailParagraph): string {
  return segments(p)
    .map((s) => (typeof s === 'string' ? s : `${s.label} (${s.href})`))
    .join('');
}

function itemHtml(item: MailItem): string {
  const quote = item.quote
    ? `<div style="margin-top:6px;padding:8px 12px;border-left:3px solid ${BRAND.primary};background:${BRAND.primaryLight};border-radius:4px;color:${BRAND.text}">${escapeHtml(item.quote)}</div>`
    : '';
  const when = item.when ? `<span style="color:${BRAND.muted};font-size:13px"> · ${escapeHtml(item.when)}</span>` : '';
  return (
    `<mj-text padding="12px 24px">` +
    `<strong>${escapeHtml(item.actor)}</strong> ${escapeHtml(item.text)}${when}${quote}` +
    `<div style="margin-top:8px">${link(item.link, 'font-weight:600;text-decoration:none')} &rarr;</div>` +
    `</mj-text><mj-divider border-width="1px" border-color="#e3e7ef" padding="0 24px" />`
  );
}

function blockMjml(block: MailBlock, start: 'left' | 'right'): string {
  if ('paragraph' in block) {
    return `<mj-text>${paragraphHtml(block.paragraph)}</mj-text>`;
  }
  if ('button' in block) {
    return `<mj-button href="${escapeHtml(block.button.href)}" align="${start}">${escapeHtml(block.button.label)}</mj-button>`;
  }
  if ('facts' in block) {
    const rows = block.facts
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 12px 4px 0;color:${BRAND.muted}">${escapeHtml(label)}</td><td style="padding:4px 0"><strong>${escapeHtml(value)}</strong></td></tr>`,
      )
      .join('');
    return `<mj-table>${rows}</mj-table>`;
  }
  if ('items' in block) {
    const heading = block.heading
      ? `<mj-text font-size="17px" font-weight="700" padding-top="16px">${escapeHtml(block.heading)}</mj-text>`
      : '';
    return heading + block.items.map(itemHtml).join('');
  }
  return `<mj-text font-size="13px" color="${BRAND.muted}">${paragraphHtml(block.note)}</mj-text>`;
}

function blockText(block: MailBlock): string {
  if ('paragraph' in block) {
    return paragraphText(block.paragraph);
  }
  if ('button' in block) {
    return `${block.button.label}:\n${block.button.href}`;
  }
  if ('facts' in block) {
    return block.facts.map(([label, value]) => `  ${label}: ${value}`).join('\n');
  }
  if ('items' in block) {
    const items = block.items.map((i) => {
      const quote = i.quote ? `\n    "${i.quote}"` : '';
      const when = i.when ? ` (${i.when})` : '';
      return `  * ${i.actor} ${i.text}${when}${quote}\n    ${i.link.label}: ${i.link.href}`;
    });
    return [...(block.heading ? [`${block.heading}\n${'-'.repeat(block.heading.length)}`] : []), ...items].join('\n\n');
  }
  return paragraphText(block.note);
}

function footerMjml(footer: MailContent['footer'], language: Language): string {
  const parts = footer
    ? [
        escapeHtml(footer.reason),
        footer.unsubscribe && link(footer.unsubscribe),
        footer.preferences && link(footer.preferences),
      ].filter(Boolean)
    : [];
  return `<mj-section padding="8px 0 24px"><mj-column>
    <mj-text align="center" font-size="12px" color="${BRAND.muted}">${[...parts, escapeHtml(translate(language, 'mail.tagline'))].join('<br/>')}</mj-text>
  </mj-column></mj-section>`;
}

/** Renders a mail's HTML and plain-text parts from its content, in the site's layout. */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const language = content.language ?? 'en';
  // Right-to-left mail starts its text and buttons on the right.
  const start = directionOf(language) === 'rtl' ? 'right' : 'left';
  const preheader = content.preheader ? `<mj-preview>${escapeHtml(content.preheader)}</mj-preview>` : '';
  const greeting = content.greeting ? `<mj-text>${escapeHtml(content.greeting)}</mj-text>` : '';
  const source = `<mjml lang="${language}" dir="${directionOf(language)}">
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>${preheader}
    <mj-attributes>
      <mj-all font-family="${escapeHtml(BRAND.font)}" />
      <mj-text align="${start}" font-size="15px" line-height="1.55" color="${BRAND.text}" padding="8px 24px" />
      <mj-button background-color="${BRAND.primary}" color="#ffffff" font-weight="600" border-radius="8px" inner-padding="12px 22px" padding="12px 24px" />
      <mj-table font-size="15px" color="${BRAND.text}" padding="8px 24px" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${BRAND.background}" width="600px">
    <mj-section padding="24px 0 12px"><mj-column>
      <mj-text font-size="22px" font-weight="800" color="${BRAND.primary}" padding="0 24px">${BRAND.name}</mj-text>
    </mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="12px" padding="16px 0" border-top="4px solid ${BRAND.primary}"><mj-column>
      ${greeting}${content.blocks.map((b) => blockMjml(b, start)).join('\n')}
    </mj-column></mj-section>
    ${footerMjml(content.footer, language)}
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length) {
    throw new Error(`Mail template "${content.subject}": ${errors.map((e) => e.formattedMessage).join('; ')}`);
  }
  const footer = content.footer
    ? [
        '--',
        content.footer.reason,
        ...(content.footer.unsubscribe
          ? [`${content.footer.unsubscribe.label}: ${content.footer.unsubscribe.href}`]
          : []),
        ...(content.footer.preferences
          ? [`${content.footer.preferences.label}: ${content.footer.preferences.href}`]
          : []),
      ]
    : [];
  const text = [
    ...(content.greeting ? [content.greeting] : []),
    ...content.blocks.map(blockText),
    ...(footer.length ? [footer.join('\n')] : []),
  ].join('\n\n');
  return { subject: content.subject, text: `${text}\n`, html };
}

import MarkdownIt from 'markdown-it';
import { excerpt } from '../sql/fragments';

/**
 * Markdown as members write it, rendered safely: raw HTML is escaped (never passed through),
 * links are limited to markdown-it's safe protocols (no `javascript:`), images are not embedded
 * (no tracking pixels from other sites: they stay as text), and links open in a new tab without
 * handing over the page.
 */
type Token = MarkdownIt.Token;

const md = new MarkdownIt('default', { html: false, linkify: true, breaks: true, typographer: false });
md.disable(['image']);
const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('target', '_blank');
  tokens[idx].attrSet('rel', 'noopener noreferrer nofollow ugc');
  return defaultLinkOpen(tokens, idx, options, env, self);
};

/** Characters of the plain-text excerpt shown in lists. */
export const EXCERPT_MAX = 280;

function plainText(tokens: Token[]): string {
  const parts: string[] = [];
  for (const token of tokens) {
    if (token.type === 'inline' && token.children) {
      parts.push(token.children.filter((c) => c.type === 'text' || c.type === 'code_inline').map((c) => c.content).join(''));
    } else if (token.type === 'fence' || token.type === 'code_block') {
      parts.push(token.content);
    }
  }
  return parts.join(' ');
}

export interface RenderedMarkdown {
  html: string;
  /** Plain text (no Markdown syntax), at most EXCERPT_MAX characters. */
  excerpt: string;
}

export function renderMarkdown(text: string): RenderedMarkdown {
  const tokens = md.parse(text, {});
  return { html: md.renderer.render(tokens, md.options, {}), excerpt: excerpt(plainText(tokens), EXCERPT_MAX) };
}

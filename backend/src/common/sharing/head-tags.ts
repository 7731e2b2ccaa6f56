import { toIso } from '../time/timestamps';
import type { PagePreview, PublicPage } from './shared-page';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The price as a card shows it: "1250.00 EUR", or the amount alone without a currency. */
const priceText = (price: NonNullable<PagePreview['price']>) => `${price.amount.toFixed(2)}${price.currency ? ` ${price.currency}` : ''}`;

/**
 * index.html with the page's title, description and OpenGraph / Twitter card tags (title, image,
 * price or date) in its head: what a shared link's preview reads, without rendering the page.
 */
export function withPreview(indexHtml: string, preview: PagePreview, pageUrl: string, publicUrl: string): string {
  const description = [preview.price ? priceText(preview.price) : null, preview.starts_at ? toIso(preview.starts_at) : null, preview.description]
    .filter(Boolean)
    .join(' · ')
    .slice(0, 300);
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:site_name', 'Plaza'],
    ['property', 'og:type', preview.price ? 'product' : 'article'],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', description],
    ['property', 'og:url', pageUrl],
    ['name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', description],
  ];
  if (preview.image) {
    tags.push(['property', 'og:image', `${publicUrl}${preview.image}`], ['name', 'twitter:image', `${publicUrl}${preview.image}`]);
  }
  if (preview.price) {
    tags.push(['property', 'product:price:amount', preview.price.amount.toFixed(2)]);
    if (preview.price.currency) {
      tags.push(['property', 'product:price:currency', preview.price.currency]);
    }
  }
  if (preview.starts_at) {
    tags.push(['property', 'event:start_time', toIso(preview.starts_at)]);
  }
  const head = tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escape(value)}" />`).join('\n    ');
  return indexHtml
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(preview.title)} · Plaza</title>`)
    .replace('</head>', `    ${head}\n  </head>`);
}

/** robots.txt: everything may be crawled but the API and members' pages; the sitemap's address. */
export function robotsTxt(publicUrl: string): string {
  const members = ['/api/', '/show_chat', '/profile', '/notifications', '/friends', '/storage', '/bookmarks', '/my_listings', '/saved_searches', '/admin', '/search'];
  return `User-agent: *\n${members.map((p) => `Disallow: ${p}`).join('\n')}\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

/** sitemap.xml of the public pages. */
export function sitemapXml(publicUrl: string, pages: readonly PublicPage[]): string {
  const urls = pages.map((p) => `  <url><loc>${escape(`${publicUrl}${p.path}`)}</loc><lastmod>${toIso(p.updated_at)}</lastmod></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${escape(publicUrl)}/</loc></url>\n${urls}\n</urlset>\n`;
}

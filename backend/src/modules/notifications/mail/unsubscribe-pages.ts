import { Injectable } from '@nestjs/common';
import { escapeHtml } from '../../../mail/html';
import { BRAND } from '../../../mail/template';
import { MailPreferences } from './mail-preferences';
import { NotificationMailRepository } from './notification-mail.repository';
import { UnsubscribeLinks } from './unsubscribe-links';

export interface Page {
  status: number;
  html: string;
}

type LinkQuery = { u?: unknown; t?: unknown; s?: unknown };

/** A small page of its own (no app, no script): it must work from any mail client, signed in or not. */
function page(title: string, body: string, status = 200): Page {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${BRAND.name}</title>
<style>body{margin:0;padding:0 16px;line-height:1.5;background:${BRAND.background};font-family:${BRAND.font};color:${BRAND.text}}
main{max-width:480px;margin:48px auto;padding:28px;background:#fff;border-radius:12px;border-top:4px solid ${BRAND.primary}}
.brand{color:${BRAND.primary};font-weight:800;font-size:22px;margin:0 0 16px}h1{font-size:20px;margin:0 0 12px}
button{background:${BRAND.primary};color:#fff;border:0;border-radius:8px;padding:12px 22px;font-size:15px;font-weight:600;cursor:pointer}
a{color:${BRAND.primary}}</style></head>
<body><main><p class="brand">${BRAND.name}</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return { status, html };
}

/** What the unsubscribe routes answer: the confirmation page, and the page after it is done. */
@Injectable()
export class UnsubscribePages {
  constructor(
    private readonly links: UnsubscribeLinks,
    private readonly preferences: MailPreferences,
    private readonly repository: NotificationMailRepository,
  ) {}

  async confirm(query: LinkQuery): Promise<Page> {
    const link = await this.valid(query);
    if (!link) {
      return this.invalid();
    }
    const what = this.preferences.describe(link.topic);
    const action = `/api/mail/unsubscribe?u=${link.userId}&t=${encodeURIComponent(String(query.t))}&s=${encodeURIComponent(String(query.s))}`;
    return page(
      'Unsubscribe from these emails?',
      `<p>You will no longer get email about: <strong>${escapeHtml(what.join(', '))}</strong>. You still see them in the app.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>
<p><a href="${escapeHtml(this.links.preferencesUrl)}">Choose what Plaza emails you</a> instead.</p>`,
    );
  }

  async unsubscribe(query: LinkQuery): Promise<Page> {
    const link = await this.valid(query);
    if (!link) {
      return this.invalid();
    }
    const what = await this.preferences.unsubscribe(link.userId, link.topic);
    return page(
      'You are unsubscribed',
      `<p>You will no longer get email about: <strong>${escapeHtml(what.join(', '))}</strong>.</p>
<p>Changed your mind? <a href="${escapeHtml(this.links.preferencesUrl)}">Choose what Plaza emails you</a>.</p>`,
    );
  }

  /** The link's member and topic, when it is signed and its member still has an account. */
  private async valid(query: LinkQuery) {
    const link = this.links.verify(query);
    return link && (await this.repository.memberExists(link.userId)) ? link : undefined;
  }

  private invalid(): Page {
    return page(
      'This link is not valid',
      `<p>Check that the whole link was copied from the mail, or <a href="${escapeHtml(this.links.preferencesUrl)}">choose what Plaza emails you</a> after signing in.</p>`,
      404,
    );
  }
}

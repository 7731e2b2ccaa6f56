/** Text made safe inside a mail's HTML (element content and quoted attributes). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

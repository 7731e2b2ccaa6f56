/** The security feature's front door: the path of its page, for menus and links elsewhere. */
export const SECURITY_PATH = '/settings/security';

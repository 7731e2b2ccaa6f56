/** The security page (the "new sign-in" mail links here too). */
export const SECURITY_PATH = '/settings/security';

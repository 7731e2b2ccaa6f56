/** The wall's text limits (characters). */
export const POST_BODY_MAX = 5000;

/** The interface languages a member may choose (the frontend's i18n/languages.ts lists the same). */
export const LANGUAGES = ['en', 'pt-PT', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

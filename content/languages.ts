/** The three interface languages, declared once (zod-free: the browser imports it). */
export const languages = ['fr', 'en', 'he'] as const
export type Language = (typeof languages)[number]

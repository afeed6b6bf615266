/** Whether a story runs in the French interface (the toolbar's locale, or the French test project). */
export const isFrenchStory = (globals: Record<string, unknown>): boolean => globals.locale === 'fr';

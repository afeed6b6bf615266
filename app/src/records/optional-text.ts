/** An optional text field as the API stores it: trimmed, or null when nothing is left. */
export const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

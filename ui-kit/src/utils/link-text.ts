/**
 * The look of text that leads somewhere inside a row that is itself the link (table rows, list
 * items, tree nodes): the row takes the press, the text shows it is a link.
 */
export const linkTextClassName = 'text-primary underline decoration-1 underline-offset-2 forced-colors:text-[LinkText]';

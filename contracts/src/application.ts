// Plain constants (no zod): the browser imports them on its first page.

/** The modules of the product, in the order the home page lists them. */
export const MODULE_NAMES = [
  'concepts',
  'classifications',
  'operations',
  'structures',
  'datasets',
  'codelists',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

/**
 * How users sign in. The names are those of the system this product replaces, so that its
 * clients read them unchanged: `NoAuthImpl` is the demo mode, `OpenIDConnectAuth` real sign-in.
 */
export const AUTH_TYPES = ['NoAuthImpl', 'OpenIDConnectAuth'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];

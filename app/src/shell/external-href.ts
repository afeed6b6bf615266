/**
 * Whether a link leaves the application (`https://…`, `mailto:…`): such an address is not the
 * router's to resolve, it goes to the browser as it is (a router would read it as a relative path).
 */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(href);
}

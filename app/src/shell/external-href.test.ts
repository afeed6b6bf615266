import { describe, expect, it } from 'vitest';
import { isExternalHref } from './external-href.ts';

describe('isExternalHref', () => {
  it.each(['https://www.insee.fr/fr/accueil', 'http://ec.europa.eu/x', 'mailto:someone@example.org', 'HTTPS://EXAMPLE.ORG'])('leaves %s to the browser', (href) => {
    expect(isExternalHref(href)).toBe(true);
  });

  it.each(['/operations/document/1302', 'modify', '../series', '?q=emploi', '#main-content'])('gives %s to the router', (href) => {
    expect(isExternalHref(href)).toBe(false);
  });
});

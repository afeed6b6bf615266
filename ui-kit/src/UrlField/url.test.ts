import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './url.ts';

describe('isHttpUrl', () => {
  it.each(['https://www.insee.fr/fr/metadonnees', 'http://example.org', 'https://example.org:8443/a?b=c#d'])(
    'accepts %s',
    (text) => expect(isHttpUrl(text)).toBe(true),
  );

  it.each(['www.insee.fr', 'ftp://example.org/file', 'mailto:someone@example.org', 'javascript:alert(1)', 'https://', ''])(
    'refuses %s',
    (text) => expect(isHttpUrl(text)).toBe(false),
  );
});

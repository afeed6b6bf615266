import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CodeSchema } from '@atelier/contracts';

describe("zod's settings on the server", () => {
  it('compiles its parsers (the content security policy that forbids it is the SPA’s), as the tests run them', () => {
    expect(CodeSchema).toBeDefined();
    expect(z.config().jitless).toBe(false);
  });

  it('are set first by each entry of the API, before any schema is built', () => {
    for (const entry of ['main.ts', 'seed/cli.ts']) {
      const firstImport = /^import\s+'([^']+)'/m.exec(readFileSync(new URL(entry, import.meta.url), 'utf8'));
      expect(firstImport?.[1], entry).toBe('@atelier/contracts/zod-config/server');
    }
  });
});

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CodeSchema } from './index.ts';

describe("zod's settings for every consumer of the contracts", () => {
  it('parses without compiling code (jitless), which the content security policy forbids', () => {
    expect(CodeSchema).toBeDefined();
    expect(z.config().jitless).toBe(true);
  });

  it('is set through the object zod keeps its settings in (zod-config.ts sets it without loading zod)', () => {
    expect((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig).toBe(z.config());
  });
});

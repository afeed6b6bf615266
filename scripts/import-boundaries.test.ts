// @vitest-environment node
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaries } from '../eslint.boundaries.js';

// The import boundaries hold: linting an import from one module to another, or from a framework to a
// module, fails, in the application and in the API; the imports each side may make pass. The rules
// are the ones eslint.config.js applies (one list, eslint.boundaries.js).

const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
    ...boundaries.map(({ files, patterns }): Linter.Config => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } })),
  ],
});

/** The messages of the boundary rule for one import (of `names`, by default `x`) written in a file at `path`. */
async function refusals(path: string, specifier: string, names: readonly string[] = ['x']): Promise<string[]> {
  const [result] = await eslint.lintText(`import { ${names.join(', ')} } from '${specifier}';\nexport { ${names.join(', ')} };\n`, { filePath: path });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('import boundaries', () => {
  it('refuse an import from one application module to another, at any depth', async () => {
    expect(await refusals('app/src/concepts/ConceptPage.tsx', '../operations/kinds.ts')).toEqual([expect.stringContaining('never imports another module')]);
    expect(await refusals('app/src/operations/sims/rubrics/RubricValue.tsx', '../../../codelists/queries.ts')).toHaveLength(1);
    expect(await refusals('app/src/codelists/CodeListPage.tsx', '../concepts/administration/dashboard-api.ts')).toHaveLength(1);
  });

  it('refuse an import from one API module to another, at any depth', async () => {
    expect(await refusals('api/src/modules/operations/sims/sims.module.ts', '../../codelists/codes.ts')).toEqual([expect.stringContaining('never imports another module')]);
    expect(await refusals('api/src/modules/concepts/links.ts', '../operations/series-report-rule.ts')).toHaveLength(1);
  });

  it('refuse an import of a module by a framework', async () => {
    expect(await refusals('app/src/records/RecordPage.tsx', '../codelists/kinds.ts')).toEqual([expect.stringContaining('import none')]);
    expect(await refusals('app/src/shell/ModuleGate.tsx', '../concepts/kinds.ts')).toHaveLength(1);
    expect(await refusals('api/src/records/writes.ts', '../modules/concepts/rules.ts')).toEqual([expect.stringContaining('imports none')]);
    expect(await refusals('api/src/lib/odf/package.ts', '../../modules/operations/sims/export/odt.ts')).toHaveLength(1);
  });

  it('let a module import the frameworks and its own files, and a framework its own', async () => {
    expect(await refusals('app/src/operations/sims/SimsPage.tsx', '../../records/RecordPage.tsx')).toEqual([]);
    expect(await refusals('app/src/operations/sims/SimsPage.tsx', '../kinds.ts')).toEqual([]);
    expect(await refusals('api/src/modules/operations/sims/sims.module.ts', '../series-report-rule.ts')).toEqual([]);
    expect(await refusals('api/src/modules/operations/sims/sims.module.ts', '../../../records/writes.ts')).toEqual([]);
    expect(await refusals('api/src/records/writes.ts', './stored.ts')).toEqual([]);
  });

  it("refuse a module's import of the framework's tables, and let it import its own", async () => {
    expect(await refusals('api/src/modules/concepts/links.ts', '../../db/schema.ts', ['resource', 'resourceReference'])).toEqual([
      expect.stringContaining('records/queries.ts'),
      expect.stringContaining('records/queries.ts'),
    ]);
    expect(await refusals('api/src/modules/operations/documents/documents.module.ts', '../../../db/schema.ts', ['documentFile', 'noteVersion'])).toHaveLength(1);
    expect(await refusals('api/src/modules/codelists/codes.test.ts', '../../db/schema.ts', ['resourceHistory'])).toHaveLength(1);
    expect(await refusals('api/src/modules/codelists/codes.ts', '../../db/schema.ts', ['code', 'partialCode'])).toEqual([]);
    expect(await refusals('api/src/records/queries.ts', '../db/schema.ts', ['resource', 'resourceReference'])).toEqual([]);
  });

  it('keep the kit domain-free and the application off the server', async () => {
    expect(await refusals('ui-kit/src/Tree/Tree.tsx', '@atelier/contracts')).toHaveLength(1);
    expect(await refusals('ui-kit/src/Tree/Tree.tsx', '@tanstack/react-router')).toHaveLength(1);
    expect(await refusals('app/src/records/record-api.ts', '../../../api/src/records/writes.ts')).toHaveLength(1);
  });
});

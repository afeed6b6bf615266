// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

const kit = fileURLToPath(new URL('../index.ts', import.meta.url));
const PAGE = 'virtual:form-page';

/** A page that imports the kit's form controls, the editor among them, as a screen module would. */
const page: Plugin = {
  name: 'form-page',
  resolveId: (id) => (id === PAGE ? `\0${PAGE}` : null),
  load: (id) =>
    id === `\0${PAGE}`
      ? `import { TextField, RichText, RichTextEditor } from ${JSON.stringify(kit)}; globalThis.page = [TextField, RichText, RichTextEditor];`
      : null,
};

type Chunk = Rolldown.OutputChunk;

/** The chunks a browser downloads to open `entry`: the entry and what it imports statically. */
function staticClosure(entry: Chunk, chunks: Map<string, Chunk>): Chunk[] {
  const seen = new Map<string, Chunk>([[entry.fileName, entry]]);
  for (const chunk of seen.values()) {
    for (const name of chunk.imports) {
      const imported = chunks.get(name);
      if (imported && !seen.has(name)) seen.set(name, imported);
    }
  }
  return [...seen.values()];
}

const isTiptap = (moduleId: string) => /[\\/]node_modules[\\/](@tiptap|prosemirror-)/.test(moduleId);

describe('RichTextEditor', () => {
  it('is split out of the pages that import the kit: Tiptap downloads only when an editor shows', async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      plugins: [page, react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })],
      build: { write: false, minify: false, rolldownOptions: { input: PAGE } },
    })) as Rolldown.RolldownOutput;
    const chunks = new Map(
      output.output.filter((item): item is Chunk => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
    );
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('No entry chunk');

    const pageModules = staticClosure(entry, chunks).flatMap((chunk) => chunk.moduleIds);
    expect(pageModules.some((id) => id.includes('RichTextEditor.tsx'))).toBe(true);
    expect(pageModules.filter(isTiptap)).toEqual([]);

    const lazyModules = entry.dynamicImports.flatMap((name) => chunks.get(name)?.moduleIds ?? []);
    expect(lazyModules.some((id) => id.endsWith('TiptapEditor.tsx'))).toBe(true);
    expect(lazyModules.some(isTiptap)).toBe(true);
  }, 120_000);
});

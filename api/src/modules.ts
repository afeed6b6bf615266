import type { ApiModule } from './resources/module.ts';
import { codeListsModule } from './routes/codelists/codelists.module.ts';
import { documentsModule } from './routes/documents/documents.module.ts';
import { geographyModule } from './routes/geography/geography.module.ts';
import { operationsModule } from './routes/operations/operations.module.ts';
import { simsModule } from './routes/sims/sims.module.ts';

/** The product's modules, each serving its kinds; a new module adds itself here. */
export function productModules({ codeListBodyLimit = 16 * 1024 * 1024 }: { codeListBodyLimit?: number } = {}): ApiModule[] {
  return [codeListsModule({ bodyLimit: codeListBodyLimit }), operationsModule(), documentsModule(), simsModule(), geographyModule()];
}

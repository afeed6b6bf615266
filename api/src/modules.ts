import { mailer, type MailConfig } from './lib/mail.ts';
import type { ApiModule } from './resources/module.ts';
import { conceptsModule } from './routes/concepts/concepts.module.ts';
import { conceptExportsModule } from './routes/concepts/exports.module.ts';
import { codeListsModule } from './routes/codelists/codelists.module.ts';
import { documentsModule } from './routes/documents/documents.module.ts';
import { geographyModule } from './routes/geography/geography.module.ts';
import { operationsModule } from './routes/operations/operations.module.ts';
import { simsModule } from './routes/sims/sims.module.ts';

/** The product's modules, each serving its kinds; a new module adds itself here. */
export function productModules({
  codeListBodyLimit = 16 * 1024 * 1024,
  maxLengthScopeNote,
  languages,
  mail = { from: 'atelier@localhost' },
}: {
  codeListBodyLimit?: number;
  maxLengthScopeNote?: number;
  /** The data languages' codes (`LG1`, `LG2`), for exported documents. */
  languages?: { lg1: string; lg2: string };
  /** `SMTP_URL` and `MAIL_FROM`: sending records by mail. */
  mail?: MailConfig;
} = {}): ApiModule[] {
  return [
    codeListsModule({ bodyLimit: codeListBodyLimit }),
    operationsModule(),
    documentsModule(),
    simsModule(),
    geographyModule(),
    conceptsModule(maxLengthScopeNote === undefined ? {} : { maxLengthScopeNote }),
    conceptExportsModule({ ...(languages ? { languages } : {}), mail: mailer(mail) }),
  ];
}

import { mailer, type MailConfig } from './lib/mail.ts';
import type { ApiModule } from './records/module.ts';
import { conceptsModule } from './modules/concepts/concepts.module.ts';
import { conceptExportsModule } from './modules/concepts/exports.module.ts';
import { codeListsModule } from './modules/codelists/codelists.module.ts';
import { documentsModule } from './modules/operations/documents/documents.module.ts';
import { geographyModule } from './modules/operations/geography/geography.module.ts';
import { operationsModule } from './modules/operations/operations.module.ts';
import { simsModule } from './modules/operations/sims/sims.module.ts';

/** The product's modules, each serving its kinds; a new module adds itself here. */
export function productModules({
  codeListBodyLimit = 16 * 1024 * 1024,
  maxLengthScopeNote,
  languages,
  agencyId,
  baseIri,
  mail = { from: 'atelier@localhost' },
}: {
  codeListBodyLimit?: number;
  maxLengthScopeNote?: number;
  /** The data languages' codes (`LG1`, `LG2`), for exported documents and structures. */
  languages?: { lg1: string; lg2: string };
  /** `DEFAULT_AGENCY_ID`: the maintenance agency of exported SDMX structures. */
  agencyId?: string;
  /** `BASE_IRI`: where the IRIs of exported RDF start. */
  baseIri?: string;
  /** `SMTP_URL` and `MAIL_FROM`: sending records by mail. */
  mail?: MailConfig;
} = {}): ApiModule[] {
  return [
    codeListsModule({ bodyLimit: codeListBodyLimit, ...(languages ? { languages } : {}), ...(agencyId ? { agencyId } : {}), ...(baseIri ? { baseIri } : {}) }),
    operationsModule(),
    documentsModule(),
    simsModule({ ...(languages ? { languages } : {}), ...(agencyId ? { agencyId } : {}) }),
    geographyModule(),
    conceptsModule({ ...(maxLengthScopeNote === undefined ? {} : { maxLengthScopeNote }), ...(languages ? { languages } : {}), ...(baseIri ? { baseIri } : {}) }),
    conceptExportsModule({ ...(languages ? { languages } : {}), mail: mailer(mail) }),
  ];
}

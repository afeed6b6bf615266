import { registerKindPages } from './records/catalogue.ts';
import { CODELISTS_PAGES } from './codelists/pages.ts';
import { CONCEPTS_PAGES } from './concepts/pages.ts';
import { OPERATIONS_PAGES } from './operations/pages.ts';

// The one place that knows every module's kinds: the framework may import no module, yet any page
// links to records of any kind (Used by, referenced records). Each module declares its kinds' pages,
// nouns and genders in its own small `pages.ts`; this hands them to the framework
// (the module routes load it with their first page: the home page needs none of it; Storybook's
// preview and the tests that need them import it).

const KINDS = { ...CODELISTS_PAGES, ...CONCEPTS_PAGES, ...OPERATIONS_PAGES };

/** A kind's name, as the routes of its screens give it (`shell/record-routes.tsx`). */
export type KindName = keyof typeof KINDS;

registerKindPages(KINDS);

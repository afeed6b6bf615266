import type { ReactNode } from 'react';

/** Where the skip link leads: the page's own content. */
export const MAIN_CONTENT_ID = 'main-content';

/** The main landmark of every page; each page or module layout renders exactly one. */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 py-6 outline-none sm:px-6">
      {children}
    </main>
  );
}

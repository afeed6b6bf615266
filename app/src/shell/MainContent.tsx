import type { ReactNode } from 'react';
import { OverlayContainer } from '@atelier/ui-kit';

/** Where the skip link leads: the page's own content. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The main landmark of every page; each page or module layout renders exactly one. The overlays its
 * content opens (popovers, dialogs) are placed inside it, so that they too are inside a landmark.
 */
export function MainContent({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 py-6 outline-none sm:px-6">
      <OverlayContainer>{children}</OverlayContainer>
    </main>
  );
}

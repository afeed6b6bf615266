import { useState, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';

/**
 * Places the overlays its children open (a Select's options, a ComboBox's suggestions, a calendar,
 * a dialog) at its own end instead of at the end of the page: put it inside the page's `<main>` so
 * that they stay inside a landmark (axe's `region`, RGAA 9.2) as screen readers list them. A
 * Dialog keeps its own fields' popovers inside itself.
 */
export function OverlayContainer({ children }: { children: ReactNode }) {
  // The container exists once mounted: an overlay open from the first render appears a moment later.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  return (
    <UNSAFE_PortalProvider getContainer={() => container}>
      {children}
      <div ref={setContainer} data-overlay-container="" />
    </UNSAFE_PortalProvider>
  );
}

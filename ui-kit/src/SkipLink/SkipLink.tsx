import type { MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { focusRing } from '../utils/styles.ts';

export interface SkipLinkProps {
  /** Id of the element that receives focus, usually `<main tabIndex={-1}>`. */
  targetId: string;
}

/**
 * The first focusable element of every page: hidden until focused, it takes keyboard users past the
 * header straight to the content (RGAA 12.7, WCAG 2.4.1).
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  const { t } = useLingui();
  // Focus the target ourselves: following the fragment would leave focus behind in some browsers
  // and would change the router's location.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className={focusRing({
        isFocusVisible: true,
        className:
          'sr-only rounded-control bg-primary px-4 py-2 font-semibold text-ink-inverse focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50',
      })}
    >
      {t`Skip to main content`}
    </a>
  );
}

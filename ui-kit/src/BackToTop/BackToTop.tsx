import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ArrowUp } from 'lucide-react';
import { nativeFocusRingClassName } from '../utils/native-controls.tsx';

export interface BackToTopProps {
  /** Id of the element at the top of the page that receives focus (with tabIndex={-1}). */
  targetId: string;
  /** How far the page must be scrolled, in pixels, before the button appears. */
  threshold?: number;
}

/** The room a focus ring takes around an element: 3 px wide, 2 px away. */
const FOCUS_RING = 5;

/** Whether two boxes overlap, the first grown by its focus ring. */
function overlaps(focused: DOMRect, button: DOMRect): boolean {
  return (
    focused.left - FOCUS_RING < button.right &&
    focused.right + FOCUS_RING > button.left &&
    focused.top - FOCUS_RING < button.bottom &&
    focused.bottom + FOCUS_RING > button.top
  );
}

/**
 * Appears once the page is scrolled down; brings the view and the keyboard focus back to the top.
 *
 * It never covers the focused element (WCAG 2.4.11 and 2.4.12): it sits in a row of its own at the
 * end of the content, so that at the end of the page it rests there, above the footer and clear of
 * it; higher up it stays at the bottom of the window (sticky) and steps aside (hidden) whenever the
 * focused element, or its focus ring, would be under it. Place it after the page's content and
 * before its footer, in the element that holds the whole page.
 */
export function BackToTop({ targetId, threshold = 100 }: BackToTopProps) {
  const { t } = useLingui();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isScrolled, setScrolled] = useState(false);
  const [coversFocus, setCoversFocus] = useState(false);
  useEffect(() => {
    const update = () => {
      setScrolled(window.scrollY > threshold);
      // The button keeps its box while hidden, so where it would be is known.
      const button = buttonRef.current;
      const focused = document.activeElement;
      setCoversFocus(
        !!button &&
          focused instanceof Element &&
          focused !== document.body &&
          focused !== button &&
          overlaps(focused.getBoundingClientRect(), button.getBoundingClientRect()),
      );
    };
    update();
    // Scrolling moves what has the focus (a scrolled list's too: captured), so does resizing.
    const options = { passive: true, capture: true };
    document.addEventListener('scroll', update, options);
    window.addEventListener('resize', update, { passive: true });
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('scroll', update, options);
      window.removeEventListener('resize', update);
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, [threshold]);

  const backToTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById(targetId)?.focus({ preventScroll: true });
  };
  const isShown = isScrolled && !coversFocus;
  return (
    // The row is kept while the button is hidden, so that showing it moves nothing. It lets clicks
    // through to the content it passes over; only the button takes them.
    <div className="pointer-events-none sticky bottom-0 z-30 flex justify-end px-4 py-3">
      <button
        ref={buttonRef}
        type="button"
        onClick={backToTop}
        className={`pointer-events-auto inline-flex cursor-pointer items-center gap-2 rounded-full border border-primary bg-surface px-4 py-2 font-semibold text-primary shadow-md hover:bg-primary-soft forced-colors:border-[ButtonBorder] ${nativeFocusRingClassName} ${isShown ? '' : 'invisible'}`}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
        {t`Back to top`}
      </button>
    </div>
  );
}

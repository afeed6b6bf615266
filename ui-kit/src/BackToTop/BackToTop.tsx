import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ArrowUp } from 'lucide-react';
import { nativeFocusRingClassName } from '../utils/native-controls.tsx';

export interface BackToTopProps {
  /** Id of the element at the top of the page that receives focus (with tabIndex={-1}). */
  targetId: string;
  /** How far the page must be scrolled, in pixels, before the button appears. */
  threshold?: number;
}

/** Appears once the page is scrolled down; brings the view and the keyboard focus back to the top. */
export function BackToTop({ targetId, threshold = 100 }: BackToTopProps) {
  const { t } = useLingui();
  const [isVisible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  if (!isVisible) return null;
  const backToTop = () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    document.getElementById(targetId)?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={backToTop}
      className={`fixed right-4 bottom-4 z-30 inline-flex cursor-pointer items-center gap-2 rounded-full border border-primary bg-surface px-4 py-2 font-semibold text-primary shadow-md hover:bg-primary-soft forced-colors:border-[ButtonBorder] ${nativeFocusRingClassName}`}
    >
      <ArrowUp aria-hidden="true" className="size-4" />
      {t`Back to top`}
    </button>
  );
}

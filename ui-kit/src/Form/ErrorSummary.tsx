import { useContext, useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert } from 'lucide-react';
import { fieldDomId, focusField, FormIdContext } from '../Field/field-ids.ts';
import { focusRing } from '../utils/styles.ts';

/** An invalid field: the `name` given to its control, and why it is refused. */
export interface FormError {
  name: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  errors: readonly FormError[];
  /** Submit attempts so far; each time it grows while errors remain, the summary takes focus. */
  submitCount: number;
  /**
   * Shows the field called `name` when it is out of sight (in a tab not selected, a section folded):
   * called before focus moves to it.
   */
  onRevealField?: ((name: string) => void) | undefined;
}

/** Frames to wait for a revealed field to become focusable (its panel shown). */
const REVEAL_FRAMES = 10;

/**
 * "You have errors in this form.", then one link per invalid field (GOV.UK's error summary). It
 * takes focus after a failed submit, so that screen readers read it and keyboard users start from
 * it; a link moves focus to its field. Rendered by Form, inside which the fields get their ids.
 */
export function ErrorSummary({ errors, submitCount, onRevealField }: ErrorSummaryProps) {
  const { t } = useLingui();
  const formId = useContext(FormIdContext);
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  const focusedAt = useRef(submitCount);
  const hasErrors = errors.length > 0;
  const domId = (name: string) => (formId ? fieldDomId(formId, name) : name);
  /**
   * Reveals the field, then focuses it once it can take focus (an inert panel cannot); `fallback`
   * when it never could.
   */
  const revealAndFocus = (name: string, fallback: () => void) => {
    onRevealField?.(name);
    const attempt = (frames: number) => {
      const element = document.getElementById(domId(name));
      if (element && !element.closest('[inert]') && focusField(element)) return;
      if (frames > 0) requestAnimationFrame(() => attempt(frames - 1));
      else fallback();
    };
    attempt(onRevealField ? REVEAL_FRAMES : 0);
  };
  useEffect(() => {
    if (submitCount > focusedAt.current && hasErrors) ref.current?.focus();
    focusedAt.current = submitCount;
  }, [submitCount, hasErrors]);
  if (!hasErrors) return null;

  const goTo = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    // Focus the field ourselves: following the fragment scrolls but leaves focus on the link.
    event.preventDefault();
    revealAndFocus(name, () => {
      window.location.hash = domId(name);
    });
  };
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-card border-2 border-danger bg-danger-soft p-4 outline-offset-2 outline-focus focus-visible:outline-3 focus:outline-3 forced-colors:border-[CanvasText] forced-colors:outline-[Highlight]"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-ink">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger forced-colors:text-[CanvasText]" />
        {t`You have errors in this form.`}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-9">
        {errors.map((error) => {
          const targetId = domId(error.name);
          return (
            <li key={error.name}>
              <a
                href={`#${targetId}`}
                onClick={(event) => goTo(event, error.name)}
                className={focusRing({
                  isFocusVisible: false,
                  className:
                    'rounded-sm font-semibold text-danger underline underline-offset-2 hover:decoration-2 focus-visible:outline-3 focus-visible:outline-solid forced-colors:text-[LinkText]',
                })}
              >
                {error.message}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { tv } from '../utils/variants.ts';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

const alertStyles = tv({
  base: 'flex gap-3 rounded-card border-l-4 p-4 text-ink forced-colors:border-[CanvasText]',
  variants: {
    tone: {
      info: 'border-info bg-info-soft',
      success: 'border-success bg-success-soft',
      warning: 'border-warning bg-warning-soft',
      error: 'border-danger bg-danger-soft',
    },
  },
});

const iconStyles = tv({
  base: 'mt-0.5 size-5 shrink-0 forced-colors:text-[CanvasText]',
  variants: {
    tone: { info: 'text-info', success: 'text-success', warning: 'text-warning', error: 'text-danger' },
  },
});

const ICONS = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert } as const;

export interface AlertProps {
  tone: AlertTone;
  /** A short title in bold, before the message. */
  title?: ReactNode;
  children?: ReactNode;
  /** Controls after the message, such as "Reload" or "Retry". */
  actions?: ReactNode;
  /**
   * How an alert that appears is announced: `assertive` interrupts (role="alert"), `polite`
   * waits (role="status"), `off` is static content read in place. Errors default to assertive.
   */
  live?: 'assertive' | 'polite' | 'off';
  id?: string;
  className?: string;
}

/**
 * A message inside the page: an error from the server, a warning before an action, a success.
 * Its tone is carried by an icon and a hidden word read by screen readers, never by colour alone.
 */
export function Alert({ tone, title, children, actions, live, id, className }: AlertProps) {
  const { t } = useLingui();
  const Icon = ICONS[tone];
  // With its colon: French puts a no-break space before it.
  const toneName = { info: t`Information:`, success: t`Success:`, warning: t`Warning:`, error: t`Error:` }[tone];
  const announce = live ?? (tone === 'error' ? 'assertive' : 'polite');
  const role = announce === 'assertive' ? 'alert' : announce === 'polite' ? 'status' : undefined;
  return (
    <div id={id} role={role} className={alertStyles({ tone, className })}>
      <Icon aria-hidden="true" className={iconStyles({ tone })} />
      <div className="min-w-0 flex-1 space-y-1">
        <p className={title ? 'font-semibold' : 'sr-only'}>
          <span className="sr-only">{toneName} </span>
          {title}
        </p>
        {children && <div className="text-sm">{children}</div>}
        {actions && <div className="flex flex-wrap gap-2 pt-2">{actions}</div>}
      </div>
    </div>
  );
}

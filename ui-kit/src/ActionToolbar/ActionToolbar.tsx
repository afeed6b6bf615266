import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Toolbar } from 'react-aria-components';

export interface ActionToolbarProps {
  /** The way back (a "Back" link or button), on the left. */
  back?: ReactNode;
  /** The page's actions (links or buttons, often guarded), on the right. */
  children?: ReactNode;
  /** Names the toolbar for screen readers. Defaults to "Actions". */
  label?: string;
  className?: string;
}

/**
 * The row of actions at the top of a view or form page: "Back" on the left, the actions on the
 * right, wrapping onto more lines on narrow screens. Tab enters it once; arrows move between
 * its controls.
 */
export function ActionToolbar({ back, children, label, className }: ActionToolbarProps) {
  const { t } = useLingui();
  return (
    <Toolbar aria-label={label ?? t`Actions`} className={`flex flex-wrap items-center gap-2 ${className ?? ''}`}>
      {back}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">{children}</div>
    </Toolbar>
  );
}

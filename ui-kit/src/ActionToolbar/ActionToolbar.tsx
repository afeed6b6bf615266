import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Group } from 'react-aria-components';

export interface ActionToolbarProps {
  /** The way back (a "Back" link or button), on the left. */
  back?: ReactNode;
  /** The page's actions (links or buttons, often guarded), on the right. */
  children?: ReactNode;
  /** Names the group for screen readers. Defaults to "Actions". */
  label?: string;
  className?: string;
}

/**
 * The row of actions at the top of a view or form page: "Back" on the left, the actions on the
 * right, wrapping onto more lines on narrow screens. A group with a name, not an ARIA toolbar: each
 * link and button is a Tab stop of its own, in reading order, as everywhere else on the page (a
 * toolbar's arrow keys are a convention few keyboard users expect on a page's main actions).
 */
export function ActionToolbar({ back, children, label, className }: ActionToolbarProps) {
  const { t } = useLingui();
  return (
    <Group aria-label={label ?? t`Actions`} className={`flex flex-wrap items-center gap-2 ${className ?? ''}`}>
      {back}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">{children}</div>
    </Group>
  );
}

import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { tv } from '../utils/variants.ts';

const emptyStateStyles = tv({
  base: 'flex flex-col items-center gap-2 px-4 py-8 text-center text-ink-muted forced-colors:text-[CanvasText]',
});

export interface EmptyStateProps {
  /** What the reader sees instead of content: "No concept yet", "No result for this search". */
  title: ReactNode;
  /** An explanation or a way out, in a sentence. */
  children?: ReactNode;
  /** One action, such as a link to create the first record or a Retry button. */
  action?: ReactNode;
  /** A decorative icon above the title. Defaults to an empty tray. */
  icon?: ReactNode;
  className?: string;
}

/**
 * What a list, table or panel shows when it has nothing to show: a title, an optional sentence
 * and an optional action. It is not a heading, so it never disturbs the page outline.
 */
export function EmptyState({ title, children, action, icon, className }: EmptyStateProps) {
  return (
    <div className={emptyStateStyles({ className })}>
      <span aria-hidden="true" className="text-ink-muted forced-colors:text-[CanvasText] [&>svg]:size-8">
        {icon ?? <Inbox />}
      </span>
      <p className="font-semibold text-ink forced-colors:text-[CanvasText]">{title}</p>
      {children && <div className="max-w-prose text-sm">{children}</div>}
      {action && <div className="pt-2">{action}</div>}
    </div>
  );
}

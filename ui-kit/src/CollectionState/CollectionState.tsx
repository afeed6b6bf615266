import { useLingui } from '@lingui/react/macro';
import { CircleAlert, RotateCw } from 'lucide-react';
import { tv } from '../utils/variants.ts';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';

// The loading and failed states that every collection of the kit (DataTable, SearchableList,
// Tree) shows in place of its items, so that they look and read the same everywhere.

const loadingStyles = tv({
  base: 'flex items-center text-ink-muted forced-colors:text-[CanvasText]',
  variants: { size: { full: 'justify-center gap-3 px-4 py-8', compact: 'gap-2 text-sm' } },
});

export interface CollectionLoadingProps {
  /** What is loading. Defaults to "Loading…". */
  label?: string;
  /** `compact` for more items arriving under those already shown. */
  size?: 'full' | 'compact';
}

/** A spinner and its words (read once, through the spinner's name), where the items will appear. */
export function CollectionLoading({ label, size = 'full' }: CollectionLoadingProps) {
  const { t } = useLingui();
  const text = label ?? t`Loading…`;
  return (
    <div className={loadingStyles({ size })}>
      <Spinner size={size === 'full' ? 'md' : 'sm'} label={text} />
      <span aria-hidden="true">{text}</span>
    </div>
  );
}

export interface CollectionErrorProps {
  /** Loads the collection again. Without it, the error has no action. */
  onRetry?: () => void;
}

/** A collection that failed to load: said at once to screen readers, with a Retry action. */
export function CollectionError({ onRetry }: CollectionErrorProps) {
  const { t } = useLingui();
  return (
    <div role="alert">
      <EmptyState
        icon={<CircleAlert className="text-danger forced-colors:text-[CanvasText]" />}
        title={t`The data could not be loaded.`}
        action={
          onRetry && (
            <Button variant="secondary" size="sm" onPress={onRetry}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t`Retry`}
            </Button>
          )
        }
      >
        {t`Check your connection, then try again.`}
      </EmptyState>
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { ToggleButton, ToggleButtonGroup as AriaToggleButtonGroup, type Key } from 'react-aria-components';
import { tv } from '../utils/variants.ts';
import { focusRing, forcedHighlight } from '../utils/styles.ts';

export interface ToggleButtonGroupItem {
  id: string;
  label: ReactNode;
}

export interface ToggleButtonGroupProps {
  /** Names the group, shown before it ("Show"). */
  label: ReactNode;
  /** The choices, in order: two to four short words. */
  items: readonly ToggleButtonGroupItem[];
  /** The chosen item's id. */
  value: string;
  onChange: (id: string) => void;
  isDisabled?: boolean;
  className?: string;
}

const optionStyles = tv({
  extend: focusRing,
  base: [
    'min-h-10 cursor-pointer border border-line-strong px-3 font-semibold -ml-px first:ml-0',
    'first:rounded-l-control last:rounded-r-control',
  ],
  variants: {
    isSelected: {
      false: 'bg-surface text-primary hover:bg-primary-soft forced-colors:border-[ButtonBorder] forced-colors:bg-[ButtonFace] forced-colors:text-[ButtonText]',
      true: `relative z-10 border-primary bg-primary text-ink-inverse forced-colors:border-[Highlight] ${forcedHighlight}`,
    },
    isDisabled: {
      true: 'cursor-not-allowed border-line text-ink-muted forced-colors:text-[GrayText]',
    },
  },
});

/**
 * One view among a few, applied at once (documents, links or both): buttons side by side, exactly
 * one pressed. Tab enters the group, arrow keys move between them, Space or Enter chooses; Tab leaves it. For a
 * value in a form, use RadioGroup.
 */
export function ToggleButtonGroup({ label, items, value, onChange, isDisabled, className }: ToggleButtonGroupProps) {
  const labelId = useId();
  const change = (keys: Set<Key>) => {
    const [next] = keys;
    if (next !== undefined) onChange(String(next));
  };
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className ?? ''}`}>
      <span id={labelId} className="text-sm font-semibold text-ink forced-colors:text-[CanvasText]">
        {label}
      </span>
      <AriaToggleButtonGroup
        aria-labelledby={labelId}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[value]}
        onSelectionChange={change}
        isDisabled={isDisabled}
        className="flex"
      >
        {items.map((item) => (
          <ToggleButton key={item.id} id={item.id} className={(renderProps) => optionStyles(renderProps)}>
            {item.label}
          </ToggleButton>
        ))}
      </AriaToggleButtonGroup>
    </div>
  );
}

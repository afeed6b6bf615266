import type { ReactNode } from 'react';
import {
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
  type ListBoxProps,
  type PopoverProps,
} from 'react-aria-components';
import { Check } from 'lucide-react';
import { ReturnFocusAtOnce } from '../utils/return-focus.tsx';
import { forcedHighlight } from '../utils/styles.ts';

/** An option of a Select or a ComboBox: a stable id and the text shown. */
export interface ListOption {
  id: Key;
  label: string;
  /** The language of the label (`fr`, `en`), when it is record data in a data language. */
  lang?: string;
}

/**
 * The floating panel of the kit's pickers (select, combo box, date picker). As wide as its field,
 * but never wider than the viewport less the 12 px react-aria keeps at each edge: an overflowing
 * panel would make the page scroll sideways when an option scrolls into view, and react-aria closes
 * a popover when the page under its field scrolls.
 */
export function FieldPopover({ children, ...props }: Omit<PopoverProps, 'className'> & { children: ReactNode }) {
  return (
    <Popover
      {...props}
      offset={4}
      className="max-h-80 max-w-[calc(100vw-1.5rem)] min-w-[min(var(--trigger-width),calc(100vw-1.5rem))] overflow-auto rounded-control border border-line-strong bg-surface text-ink shadow-lg outline-none forced-colors:border-[CanvasText] forced-colors:bg-[Canvas]"
    >
      <ReturnFocusAtOnce />
      {children}
    </Popover>
  );
}

/** The list of options inside a FieldPopover, with a check mark on the selected one. */
export function OptionList<T extends ListOption>(props: Omit<ListBoxProps<T>, 'children' | 'className'>) {
  return (
    <ListBox {...props} className="p-1 outline-none">
      {(option: T) => (
        <ListBoxItem
          id={option.id}
          textValue={option.label}
          className={({ isFocused, isSelected, isDisabled }) =>
            [
              'flex min-h-8 cursor-pointer items-center gap-2 rounded-sm px-2 py-1 text-base outline-none',
              isFocused ? `bg-primary-soft ${forcedHighlight}` : '',
              isSelected ? 'font-semibold' : '',
              isDisabled ? 'cursor-not-allowed text-ink-muted forced-colors:text-[GrayText]' : '',
            ].join(' ')
          }
        >
          {({ isSelected }) => (
            <>
              <Check aria-hidden="true" className={`size-4 shrink-0 ${isSelected ? '' : 'invisible'}`} />
              <span lang={option.lang} className="min-w-0 flex-1">
                {option.label}
              </span>
            </>
          )}
        </ListBoxItem>
      )}
    </ListBox>
  );
}

import { useContext, useLayoutEffect, type ReactNode, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import {
  Button,
  ComboBox as AriaComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  useAsyncList,
  type ComboBoxProps as AriaComboBoxProps,
  type GroupProps,
  type Key,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldProps } from '../Field/Field.tsx';
import { FieldPopover, OptionList, type ListOption } from '../Field/FieldPopover.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { boxStyles, fieldStyles } from '../Field/field-styles.ts';
import { Spinner } from '../Spinner/Spinner.tsx';

/**
 * Finds the options matching what was typed. `signal` aborts when a newer search starts: pass it
 * to `fetch` so that stale answers are cancelled and never shown.
 */
export type OptionsLoader<T extends ListOption> = (search: string, signal: AbortSignal) => Promise<readonly T[]>;

type OmittedAriaProps =
  | 'children'
  | 'className'
  | 'style'
  | 'items'
  | 'defaultItems'
  | 'selectionMode'
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'inputValue'
  | 'onInputChange'
  | 'allowsCustomValue';

export interface ComboBoxProps<T extends ListOption> extends Omit<AriaComboBoxProps<T>, OmittedAriaProps>, FieldProps {
  /** Called with '' when the field appears, then with the text typed: returns the matching options. */
  loadOptions: OptionsLoader<T>;
  /** The `id` of the chosen option, or null. */
  value?: Key | null;
  defaultValue?: Key | null;
  onChange?: (value: Key | null) => void;
  /** The label of the current value, shown before any search (for example the saved organisation). */
  defaultInputValue?: string;
  placeholder?: string;
  /** Forwarded to the input (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * One choice among many options found on the server as the person types (organisations, series).
 * Shows a spinner while searching, "No results" when nothing matches, and drops the answer of a
 * search overtaken by a newer one.
 */
export function ComboBox<T extends ListOption>({
  label,
  description,
  errorMessage,
  loadOptions,
  defaultInputValue,
  placeholder,
  ref,
  className,
  id,
  ...props
}: ComboBoxProps<T>) {
  const { t } = useLingui();
  const fieldId = useFieldId(props.name, id);
  // useAsyncList aborts the previous request's signal whenever the text changes.
  const list = useAsyncList<T>({
    async load({ filterText, signal }) {
      return { items: await loadOptions(filterText ?? '', signal) };
    },
  });
  const isLoading = list.loadingState === 'loading' || list.loadingState === 'filtering';
  return (
    <AriaComboBox
      {...props}
      id={fieldId}
      items={list.items}
      defaultInputValue={defaultInputValue}
      onInputChange={(text) => list.setFilterText(text)}
      allowsEmptyCollection
      className={fieldStyles({ className })}
    >
      <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>
      <InputGroup className={boxStyles({ isReadOnly: props.isReadOnly, isGroup: true, className: 'flex items-center gap-1 pe-1' })}>
        <Input ref={ref} placeholder={placeholder} className="min-w-0 flex-1 bg-transparent px-3 py-2 outline-none" />
        {isLoading && <Spinner size="sm" label={t`Searching`} />}
        <Button className="flex size-8 shrink-0 items-center justify-center rounded-sm text-ink-muted hover:bg-surface-sunken forced-colors:text-[ButtonText]">
          <ChevronDown aria-hidden="true" className="size-5" />
        </Button>
      </InputGroup>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <PageStaysVisible />
      <FieldPopover>
        <OptionList
          renderEmptyState={() => (
            <p className="px-3 py-2 text-ink-muted">{isLoading ? t`Searching…` : t`No results`}</p>
          )}
        />
      </FieldPopover>
    </AriaComboBox>
  );
}

/**
 * The input and its button. Escape with the list open closes the list and keeps what was typed, as
 * a search field does (react-aria's combo box also erased the text, so a person who closed the list
 * to read the page lost their search); with the list closed, Escape clears the text as before.
 */
function InputGroup({ className, children }: { className: GroupProps['className']; children: ReactNode }) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Group
      className={className}
      onKeyDownCapture={(event) => {
        if (event.key !== 'Escape' || !state?.isOpen) return;
        // Caught before the input's own handler, which would put back the chosen option's text.
        event.stopPropagation();
        event.preventDefault();
        state.toggle(null, 'manual');
      }}
    >
      {children}
    </Group>
  );
}

/** The mark react-aria's hiding skips: it keeps its live announcer visible, found by this attribute. */
const KEPT_VISIBLE = 'liveAnnouncer';

/**
 * The list is not modal: while it is open the page stays as it is for screen readers. react-aria's
 * combo box hides everything else (`aria-hidden`) when its list opens, yet Tab still reaches the
 * rest: focusable elements inside `aria-hidden` (axe `aria-hidden-focus`, WCAG 4.1.2), and a page
 * without its heading. Its hiding keeps visible what carries the live announcer's attribute: the
 * page's top-level elements carry it while the list is open, set before react-aria's effect runs
 * (a layout effect), with a value of their own so that nothing takes them for the announcer.
 */
function PageStaysVisible() {
  const isOpen = useContext(ComboBoxStateContext)?.isOpen ?? false;
  useLayoutEffect(() => {
    if (!isOpen) return;
    const marked = Array.from(document.body.children).filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element.dataset[KEPT_VISIBLE] === undefined,
    );
    for (const element of marked) element.dataset[KEPT_VISIBLE] = 'page';
    return () => {
      for (const element of marked) delete element.dataset[KEPT_VISIBLE];
    };
  }, [isOpen]);
  return null;
}


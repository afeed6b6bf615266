import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
} from 'react-aria-components';
import { tv } from '../utils/variants.ts';
import { composeTailwindRenderProps, focusRing } from '../utils/styles.ts';

const tabStyles = tv({
  extend: focusRing,
  base: [
    '-mb-px flex min-h-11 cursor-pointer items-center gap-2 rounded-t-control border-b-4 px-4 py-2 text-base',
    'transition-colors duration-quick forced-colors:text-[ButtonText]',
  ],
  variants: {
    isSelected: {
      // The selected tab reads in weight and a thick rule, not in colour alone. Forced colours turn
      // `transparent` into CanvasText: the other tabs have no rule there (the same room in padding),
      // so the tab list's line runs under them.
      false: 'border-transparent text-ink-muted hover:border-line-strong hover:text-ink forced-colors:border-b-0 forced-colors:pb-3',
      true: 'border-primary font-semibold text-ink forced-colors:border-[Highlight]',
    },
    isDisabled: { true: 'cursor-not-allowed text-ink-muted opacity-60 forced-colors:text-[GrayText]' },
  },
});

const panelStyles = tv({ extend: focusRing, base: 'rounded-control pt-4' });

export type TabsProps = AriaTabsProps;

/** Tabs that show one panel at a time: arrows move between tabs, Tab goes on into the panel. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeTailwindRenderProps(className, 'flex flex-col')} />;
}

export type TabListProps<T extends object> = AriaTabListProps<T>;

/** The row of tabs; it wraps on narrow screens. Name it with `aria-label`. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return (
    <AriaTabList
      {...props}
      className={composeTailwindRenderProps(className, 'flex flex-wrap border-b border-line-strong forced-colors:border-[CanvasText]')}
    />
  );
}

export type TabProps = AriaTabProps;

export function Tab({ className, ...props }: TabProps) {
  return (
    <AriaTab
      {...props}
      className={composeRenderProps(className, (given, { isSelected, isDisabled, isFocusVisible }) =>
        tabStyles({ isSelected, isDisabled, isFocusVisible, className: given }),
      )}
    />
  );
}

export type TabPanelProps = AriaTabPanelProps;

export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel
      {...props}
      className={composeRenderProps(className, (given, { isFocusVisible }) => panelStyles({ isFocusVisible, className: given }))}
    />
  );
}

// The kit's only public entry. Named exports, so a page bundles only what it imports.
export { ActionToolbar, type ActionToolbarProps } from './ActionToolbar/ActionToolbar.tsx';
export { AppFooter, type AppFooterProps } from './AppFooter/AppFooter.tsx';
export { AppHeader, type AppHeaderProps } from './AppHeader/AppHeader.tsx';
export { BilingualText, type BilingualTextProps } from './BilingualText/BilingualText.tsx';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs.tsx';
export { Button, buttonStyles, type ButtonProps } from './Button/Button.tsx';
export {
  DataLanguagesProvider,
  useDataLanguages,
  type DataLanguages,
  type DataLanguagesProviderProps,
} from './DataLanguages/DataLanguages.tsx';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableStatus,
  type SortDescriptor,
} from './DataTable/DataTable.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.tsx';
export { GuardedAction, type GuardedActionProps } from './GuardedAction/GuardedAction.tsx';
export { Link, LinkButton, type LinkButtonProps, type LinkProps } from './Link/Link.tsx';
export { ListPagination, Pagination, type ListPaginationProps, type Paging, type PaginationProps } from './Pagination/Pagination.tsx';
export { PageTitle, type PageTitleProps } from './PageTitle/PageTitle.tsx';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar.tsx';
export {
  PublicationStatusBadge,
  type GrammaticalGender,
  type PublicationStatus,
  type PublicationStatusBadgeProps,
} from './PublicationStatusBadge/PublicationStatusBadge.tsx';
export { ResultCount, type ResultCountProps } from './ResultCount/ResultCount.tsx';
export { matchesNormalizedQuery, normalizeForSearch } from './SearchableList/normalize-for-search.ts';
export {
  SearchableList,
  type SearchableListItem,
  type SearchableListProps,
  type SearchableListStatus,
} from './SearchableList/SearchableList.tsx';
export { SecondLanguageSwitch, type SecondLanguageSwitchProps } from './SecondLanguageSwitch/SecondLanguageSwitch.tsx';
export { RubricOutline, type Rubric, type RubricOutlineProps } from './RubricOutline/RubricOutline.tsx';
export { compareRubricIds } from './RubricOutline/rubric-order.ts';
export { SkipLink, type SkipLinkProps } from './SkipLink/SkipLink.tsx';
export { Spinner, type SpinnerProps } from './Spinner/Spinner.tsx';
export { Tab, TabList, TabPanel, Tabs, type TabListProps, type TabPanelProps, type TabProps, type TabsProps } from './Tabs/Tabs.tsx';
export { buildTree, type BuildTreeOptions, type TreeBranch } from './Tree/build-tree.ts';
export { Tree, type TreeNode, type TreeProps, type TreeStatus } from './Tree/Tree.tsx';
export { linkTextClassName } from './utils/link-text.ts';
export { composeTailwindRenderProps, focusRing } from './utils/styles.ts';

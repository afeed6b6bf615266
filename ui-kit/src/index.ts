// The kit's only public entry. Named exports, so a page bundles only what it imports.
export { ActionToolbar, type ActionToolbarProps } from './ActionToolbar/ActionToolbar.tsx';
export { Alert, type AlertProps, type AlertTone } from './Alert/Alert.tsx';
export { AppFooter, type AppFooterProps } from './AppFooter/AppFooter.tsx';
export { AppHeader, type AppHeaderProps } from './AppHeader/AppHeader.tsx';
export { BackToTop, type BackToTopProps } from './BackToTop/BackToTop.tsx';
export { BilingualField, type BilingualFieldProps, type BilingualSide } from './BilingualField/BilingualField.tsx';
export { BilingualText, type BilingualTextProps } from './BilingualText/BilingualText.tsx';
export { Breadcrumbs, type BreadcrumbItem, type BreadcrumbsProps } from './Breadcrumbs/Breadcrumbs.tsx';
export { Button, buttonStyles, type ButtonProps } from './Button/Button.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup/CheckboxGroup.tsx';
export { ChecklistPicker, type ChecklistPickerProps, type ChecklistItem } from './ChecklistPicker/ChecklistPicker.tsx';
export { ComboBox, type ComboBoxProps, type OptionsLoader } from './ComboBox/ComboBox.tsx';
export {
  DataLanguagesProvider,
  useDataLanguages,
  type DataLanguages,
  type DataLanguagesProviderProps,
} from './DataLanguages/DataLanguages.tsx';
export { languageNamer, useLanguageName } from './DataLanguages/language-name.ts';
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableStatus,
  type SortDescriptor,
} from './DataTable/DataTable.tsx';
export { DateField, type DateFieldProps } from './DateField/DateField.tsx';
export { DatePicker, type DatePickerProps } from './DatePicker/DatePicker.tsx';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmKind } from './Dialog/ConfirmDialog.tsx';
export { Dialog, type DialogProps } from './Dialog/Dialog.tsx';
export { EmptyState, type EmptyStateProps } from './EmptyState/EmptyState.tsx';
export type { FieldProps } from './Field/Field.tsx';
export { useFieldId } from './Field/field-ids.ts';
export type { ListOption } from './Field/FieldPopover.tsx';
export type { FocusHandle } from './Field/focus-handle.ts';
export { isValidFileName } from './FileDropZone/file-name.ts';
export { useFileSizeFormat } from './FileDropZone/file-size.ts';
export { FileDropZone, type FileDropZoneProps } from './FileDropZone/FileDropZone.tsx';
export type { FormError } from './Form/ErrorSummary.tsx';
export { useFormMessages } from './Form/form-messages.ts';
export { Form, type FormProps } from './Form/Form.tsx';
export { GuardedAction, type GuardedActionProps } from './GuardedAction/GuardedAction.tsx';
export { LanguageSwitch, type LanguageOption, type LanguageSwitchProps } from './LanguageSwitch/LanguageSwitch.tsx';
export { Link, LinkButton, type LinkButtonProps, type LinkProps } from './Link/Link.tsx';
export { ModuleMenu, type ModuleMenuItem, type ModuleMenuProps } from './ModuleMenu/ModuleMenu.tsx';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField.tsx';
export { OverlayContainer } from './OverlayContainer/OverlayContainer.tsx';
export { OrderedEntries, type OrderedEntriesProps } from './OrderedEntries/OrderedEntries.tsx';
export { PageTitle, type PageTitleProps } from './PageTitle/PageTitle.tsx';
export { ListPagination, Pagination, type ListPaginationProps, type Paging, type PaginationProps } from './Pagination/Pagination.tsx';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar.tsx';
export {
  PublicationStatusBadge,
  type GrammaticalGender,
  type PublicationStatus,
  type PublicationStatusBadgeProps,
} from './PublicationStatusBadge/PublicationStatusBadge.tsx';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup/RadioGroup.tsx';
export { ResultCount, type ResultCountProps } from './ResultCount/ResultCount.tsx';
export { sanitizeRichText } from './RichText/rich-text-html.ts';
export { RichText, type RichTextProps } from './RichText/RichText.tsx';
export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor/RichTextEditor.tsx';
export { compareRubricIds } from './RubricOutline/rubric-order.ts';
export { RubricOutline, type Rubric, type RubricOutlineProps } from './RubricOutline/RubricOutline.tsx';
export { matchesNormalizedQuery, normalizeForSearch } from './SearchableList/normalize-for-search.ts';
export { SearchBox, type SearchBoxProps } from './SearchableList/SearchBox.tsx';
export {
  SearchableList,
  type SearchableListItem,
  type SearchableListProps,
  type SearchableListStatus,
} from './SearchableList/SearchableList.tsx';
export { SecondLanguageSwitch, type SecondLanguageSwitchProps } from './SecondLanguageSwitch/SecondLanguageSwitch.tsx';
export { Select, type SelectProps } from './Select/Select.tsx';
export { SkipLink, type SkipLinkProps } from './SkipLink/SkipLink.tsx';
export { Spinner, type SpinnerProps } from './Spinner/Spinner.tsx';
export {
  ForbiddenPanel,
  MaintenancePanel,
  NotAvailableYetPanel,
  NotFoundPanel,
  StatusPanel,
  type StatusPanelProps,
} from './StatusPanel/StatusPanel.tsx';
export { Switch, type SwitchProps } from './Switch/Switch.tsx';
export { Tab, TabList, TabPanel, Tabs, type TabListProps, type TabPanelProps, type TabProps, type TabsProps } from './Tabs/Tabs.tsx';
export { TagField, type TagFieldProps } from './TagField/TagField.tsx';
export { TextArea, type TextAreaProps } from './TextArea/TextArea.tsx';
export { richTextToPlain } from './TextDiff/plain-text.ts';
export { TextDiff, TextDiffLegend, type TextDiffProps } from './TextDiff/TextDiff.tsx';
export { countChanges, diffWords, type DiffPart, type DiffPartType } from './TextDiff/word-diff.ts';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export { Tile, TileGrid, type TileProps } from './Tile/Tile.tsx';
export { ToggleButtonGroup, type ToggleButtonGroupItem, type ToggleButtonGroupProps } from './ToggleButtonGroup/ToggleButtonGroup.tsx';
export { ToastRegion } from './Toast/Toast.tsx';
export { createToastQueue, type ToastContent, type ToastQueue } from './Toast/toast-queue.ts';
export { buildTree, type BuildTreeOptions, type TreeBranch } from './Tree/build-tree.ts';
export { Tree, type TreeNode, type TreePage, type TreeProps, type TreeReveal, type TreeStatus } from './Tree/Tree.tsx';
export { isHttpUrl } from './UrlField/url.ts';
export { UrlField, type UrlFieldProps } from './UrlField/UrlField.tsx';
export type { Accent } from './utils/accents.ts';
export { useLiveRegion } from './utils/live-region.tsx';
export { linkTextClassName } from './utils/link-text.ts';
export { composeTailwindRenderProps, focusRing } from './utils/styles.ts';

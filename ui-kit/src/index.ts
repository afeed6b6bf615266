// The kit's only public entry. Named exports, so a page bundles only what it imports.
export { Alert, type AlertProps, type AlertTone } from './Alert/Alert.tsx';
export { AppFooter, type AppFooterProps } from './AppFooter/AppFooter.tsx';
export { AppHeader, type AppHeaderProps } from './AppHeader/AppHeader.tsx';
export { BackToTop, type BackToTopProps } from './BackToTop/BackToTop.tsx';
export { Button, buttonStyles, type ButtonProps } from './Button/Button.tsx';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmKind } from './Dialog/ConfirmDialog.tsx';
export { Dialog, type DialogProps } from './Dialog/Dialog.tsx';
export { LanguageSwitch, type LanguageOption, type LanguageSwitchProps } from './LanguageSwitch/LanguageSwitch.tsx';
export { Link, LinkButton, type LinkButtonProps, type LinkProps } from './Link/Link.tsx';
export { ModuleMenu, type ModuleMenuItem, type ModuleMenuProps } from './ModuleMenu/ModuleMenu.tsx';
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
export { Tile, TileGrid, type TileProps } from './Tile/Tile.tsx';
export { ToastRegion, createToastQueue, type ToastContent, type ToastQueue } from './Toast/Toast.tsx';
export type { Accent } from './utils/accents.ts';
export { composeTailwindRenderProps, focusRing } from './utils/styles.ts';

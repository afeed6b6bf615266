import { lazyScreen } from '../kind-screens.ts';

// A kind without a page or form of its own gets its layout's, loaded with its route.

export const LAYOUT_PAGE = lazyScreen(() => import('../LayoutPage.tsx').then((page) => page.LayoutPage));
export const LAYOUT_FORM = lazyScreen(() => import('../LayoutForm.tsx').then((form) => form.LayoutForm));

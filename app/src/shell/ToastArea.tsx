import { ToastRegion } from '@atelier/ui-kit';
import { toasts } from './toasts.ts';

/** The toasts' region, loaded with the first toast (see LazyToasts). */
export default function ToastArea() {
  return <ToastRegion queue={toasts} />;
}

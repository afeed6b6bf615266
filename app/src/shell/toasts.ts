import { createToastQueue } from '@atelier/ui-kit';

/** The application's one toast queue: `toasts.add({ tone: 'success', title }, { timeout: 5000 })`. */
export const toasts = createToastQueue();

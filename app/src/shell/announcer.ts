// The shell's one polite live region, and what it says. A page change says the new page's title
// there; any screen may say something there that has no other place (`announce`). Writes confirm
// themselves with a toast, an alert of its own (see confirm-write.ts).

type Listener = () => void;

const listeners = new Set<Listener>();
let current = '';
let pending: ReturnType<typeof setTimeout> | undefined;

/** Delay between emptying the region and filling it: the same words said twice are heard twice. */
const REFILL_DELAY_MS = 100;

function set(next: string) {
  current = next;
  for (const listener of listeners) listener();
}

/** Says `message` to screen readers, politely (after what they are reading), through the shell's live region. */
export function announce(message: string): void {
  if (pending !== undefined) clearTimeout(pending);
  set('');
  pending = setTimeout(() => {
    pending = undefined;
    set(message);
  }, REFILL_DELAY_MS);
}

/** Empties the region and forgets what was about to be said (a new router in stories). */
export function resetAnnouncements(): void {
  if (pending !== undefined) clearTimeout(pending);
  pending = undefined;
  set('');
}

/** What the region says now (for the region itself). */
export function currentAnnouncement(): string {
  return current;
}

export function subscribeToAnnouncements(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

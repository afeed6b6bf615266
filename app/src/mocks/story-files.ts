// Files in stories: the system's file picker cannot be driven from a test, so a story reaches the
// file input behind "Choose a file", or drops the file on the zone as the pointer does.

/** The hidden input behind "Choose a file". */
export function fileInput(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

/** Drops a file on the zone, as the pointer does: the picker's own filter (its accepted types) is not in the way then. */
export function dropFile(zone: HTMLElement, file: File): void {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  zone.dispatchEvent(new DragEvent('dragover', { dataTransfer, bubbles: true, cancelable: true }));
  zone.dispatchEvent(new DragEvent('drop', { dataTransfer, bubbles: true, cancelable: true }));
}

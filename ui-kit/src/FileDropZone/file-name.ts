/**
 * The document file names the server accepts: letters without accents, digits, dashes and
 * underscores, then one extension (`quality-report_2024.pdf`).
 */
const FILE_NAME = /^[A-Za-z0-9_-]+\.[A-Za-z0-9]+$/;

export function isValidFileName(name: string): boolean {
  return FILE_NAME.test(name);
}

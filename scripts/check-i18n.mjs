// @ts-check
// Every catalog complete, and in step with the code: extracts the messages again and fails when a
// French translation is missing or when the committed catalogs were out of date.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const localesDir = path.join(root, 'app', 'src', 'locales');
const catalogs = ['en', 'fr'].flatMap((locale) =>
  readdirSync(path.join(localesDir, locale))
    .filter((file) => file.endsWith('.po'))
    .map((file) => path.join(localesDir, locale, file)),
);
const before = catalogs.map((file) => readFileSync(file, 'utf8'));
execFileSync(path.join(root, 'node_modules', '.bin', 'lingui'), ['extract', '--clean'], { cwd: root, stdio: 'pipe' });
const after = catalogs.map((file) => readFileSync(file, 'utf8'));

/** Reads a field of a .po entry: its first quoted line and the quoted lines that continue it. */
function field(entry, name) {
  const lines = entry.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${name} "`));
  if (start < 0) return '';
  const parts = [lines[start].slice(name.length + 1)];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('"')) break;
    parts.push(line);
  }
  return parts.map((part) => JSON.parse(part)).join('');
}

/** The messages of a .po file whose translation is empty (the header entry has an empty msgid). */
function untranslated(po) {
  return po
    .split(/\n\s*\n/)
    .filter((entry) => field(entry, 'msgid') !== '' && field(entry, 'msgstr') === '')
    .map((entry) => field(entry, 'msgid').slice(0, 100));
}

const missing = catalogs.flatMap((file, index) => (file.includes(`${path.sep}fr${path.sep}`) ? untranslated(after[index] ?? '') : []));
const stale = catalogs.filter((file, index) => stripDate(before[index] ?? '') !== stripDate(after[index] ?? ''));
function stripDate(po) {
  return po.replace(/^"POT-Creation-Date: .*\n/m, '');
}

/**
 * Messages translated differently by two catalogs: the app merges every loaded catalog into one
 * table, so the one loaded last would win on every screen (give one of them a context).
 */
function clashes() {
  /** @type {Map<string, Map<string, string>>} */
  const translations = new Map();
  catalogs.forEach((file, index) => {
    if (!file.includes(`${path.sep}fr${path.sep}`)) return;
    for (const entry of (after[index] ?? '').split(/\n\s*\n/)) {
      const id = field(entry, 'msgid');
      if (id === '') continue;
      const key = `${field(entry, 'msgctxt')}\u0004${id}`;
      const byFile = translations.get(key) ?? new Map();
      byFile.set(path.basename(file), field(entry, 'msgstr'));
      translations.set(key, byFile);
    }
  });
  return [...translations].flatMap(([key, byFile]) =>
    new Set(byFile.values()).size > 1 ? [`${key.replace('\u0004', ' ')}: ${[...byFile].map(([file, text]) => `${file} « ${text} »`).join(', ')}`] : [],
  );
}

let failed = false;
const clashing = clashes();
if (clashing.length > 0) {
  failed = true;
  console.error(`${clashing.length} message(s) translated differently by two catalogs:\n  ${clashing.join('\n  ')}`);
}
if (stale.length > 0) {
  failed = true;
  console.error(`The catalogs were out of date and have been re-extracted; commit them:\n  ${stale.join('\n  ')}`);
}
if (missing.length > 0) {
  failed = true;
  console.error(`${missing.length} message(s) have no French translation:\n  ${missing.join('\n  ')}`);
}
if (failed) process.exit(1);
console.log('Catalogs complete: every message has its French translation.');

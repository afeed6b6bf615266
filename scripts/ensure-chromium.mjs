// @ts-check
// Browser tests use Debian's Chromium, never a downloaded one. This makes sure it is there (and the
// Liberation fonts that keep screenshots stable), installing them with apt when this user can, and
// libxml2's xmllint, with which the API's tests check SDMX-ML exports against the official schemas.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './lib/chromium.mjs';

const chromium = chromiumPath;
const fontsDir = '/usr/share/fonts/truetype/liberation';
const xmllint = '/usr/bin/xmllint';
const packages = ['chromium', 'fonts-liberation', 'libxml2-utils'];
const manual = `apt-get update && apt-get install -y ${packages.join(' ')}`;

function canRun(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function install() {
  const isRoot = process.getuid?.() === 0;
  const prefix = isRoot ? [] : canRun('sudo', ['-n', 'true']) ? ['sudo', '-n'] : null;
  if (!prefix || !canRun('apt-get', ['--version'])) return false;
  const run = (args) =>
    execFileSync(prefix[0] ?? args[0], prefix.length ? [...prefix.slice(1), ...args] : args.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  console.log(`Installing ${packages.join(' and ')} with apt-get…`);
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', ...packages]);
  return true;
}

const missingBrowser = !existsSync(chromium);
const missingFonts = !existsSync(fontsDir);
const missingXmllint = !existsSync(xmllint);
if (missingBrowser && process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`);
  process.exit(1);
}
if (missingBrowser || missingFonts || missingXmllint) {
  let installed = false;
  try {
    installed = install();
  } catch (error) {
    console.error(`apt-get failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!installed || !existsSync(chromium) || !existsSync(xmllint)) {
    console.error(
      `The tests need Debian's Chromium at ${chromium}, the Liberation fonts and xmllint.\n` +
        `Install them as root with:\n  ${manual}\n` +
        'or point CHROME_PATH at another Chromium executable.',
    );
    process.exit(1);
  }
}

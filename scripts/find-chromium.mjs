// Finds the Chromium the browser tests drive: CHROMIUM_PATH, else Chromium's headless shell
// (`chromium-headless-shell`, the headless-only build of the same Chromium that Playwright itself runs
// headless tests in; the full browser's headless mode starts a browser window's own UI for every test
// and took the suite 1.8 times as long), else the full `chromium` / `chromium-browser`. Without the
// shell, as root on a machine with apt-get, it installs Debian's `chromium-headless-shell` and says
// so; otherwise it returns what it found, or undefined and the caller stops with `chromiumMissing`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export const chromiumMissing = (configured) =>
  configured
    ? `CHROMIUM_PATH=${configured} is not an executable file: point it at Chromium's binary.`
    : 'Chromium not found: install it (Debian/Ubuntu: `sudo apt-get install chromium-headless-shell`) or set CHROMIUM_PATH to its binary.';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder && isExecutable(path.join(folder, name))) return path.join(folder, name);
  }
  return undefined;
}

const headlessShell = () =>
  ['/usr/bin/chromium-headless-shell'].find(isExecutable) ?? onPath('chromium-headless-shell');

const fullChromium = () =>
  ['/usr/bin/chromium'].find(isExecutable) ?? onPath('chromium') ?? onPath('chromium-browser');

export function locateChromium() {
  if (process.env.CHROMIUM_PATH)
    return isExecutable(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return headlessShell() ?? fullChromium();
}

/** The Chromium to use, installing Debian's headless shell first when it is missing and that is possible here. */
export function findOrInstallChromium() {
  if (process.env.CHROMIUM_PATH || headlessShell()) return locateChromium();
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !onPath('apt-get')) return locateChromium();
  console.log(
    "Chromium's headless shell not found: installing Debian's chromium-headless-shell package with apt-get (running as root).",
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
          stdio: ['ignore', 'ignore', 'inherit'],
          env,
        })
      : update;
  if (install.status !== 0)
    console.log('Installing it failed: the tests use the full Chromium if there is one.');
  return locateChromium();
}

// Finds the Chromium the browser tests drive: CHROMIUM_PATH, /usr/bin/chromium, or `chromium` /
// `chromium-browser` on the PATH. With none, as root on a machine with apt-get, it installs Debian's
// `chromium` and says so; otherwise it returns undefined and the caller stops with `chromiumMissing`.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export const chromiumMissing = (configured) =>
  configured
    ? `CHROMIUM_PATH=${configured} is not an executable file: point it at Chromium's binary.`
    : 'Chromium not found: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its binary.';

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

export function locateChromium() {
  if (process.env.CHROMIUM_PATH)
    return isExecutable(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  if (isExecutable('/usr/bin/chromium')) return '/usr/bin/chromium';
  return onPath('chromium') ?? onPath('chromium-browser');
}

/** The Chromium to use, installing Debian's package first when that is possible here. */
export function findOrInstallChromium() {
  const found = locateChromium();
  if (found || process.env.CHROMIUM_PATH) return found;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !onPath('apt-get')) return undefined;
  console.log("Chromium not found: installing Debian's chromium package with apt-get (running as root).");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) return undefined;
  const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  return install.status === 0 ? locateChromium() : undefined;
}

// Shared by `npm start` and `npm test`: bootstrap pnpm, install the workspace, find Chromium.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PNPM_VERSION = '12.21.0';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function pnpmWorks(cmd, args = []) {
  try {
    const out = execFileSync(cmd, [...args, '--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.trim().startsWith('12.');
  } catch {
    return false;
  }
}

/** Returns [command, ...prefixArgs] that runs pnpm 12, installing it when missing. */
export function ensurePnpm() {
  if (pnpmWorks('pnpm')) return ['pnpm'];
  if (isRoot) {
    console.log(`› installing pnpm ${PNPM_VERSION} (npm install -g)`);
    const r = spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
    if (r.status === 0 && pnpmWorks('pnpm')) return ['pnpm'];
  }
  console.log(`› using pnpm ${PNPM_VERSION} through npx`);
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

export function run(cmd, args, options = {}) {
  const r = spawnSync(cmd[0], [...cmd.slice(1), ...args], { stdio: 'inherit', ...options });
  return r.status ?? 1;
}

export function installWorkspace(pnpm) {
  console.log('› pnpm install');
  const status = run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only']);
  if (status !== 0) {
    console.error('pnpm install failed');
    process.exit(status);
  }
}

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

function hasDebPackage(name) {
  return spawnSync('dpkg', ['-s', name], { stdio: 'ignore' }).status === 0;
}

/** Debian's Chromium and fonts (Hebrew glyphs) for Storybook and end-to-end tests. */
export function ensureChromium() {
  const fontsPresent =
    !existsSync('/usr/bin/dpkg') || (hasDebPackage('fonts-noto-core') && hasDebPackage('fonts-dejavu-core'));
  if (existsSync(chromiumPath()) && fontsPresent) return true;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('› installing Debian packages: chromium fonts-noto-core fonts-dejavu-core');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    if (spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0) {
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-core', 'fonts-dejavu-core'], {
        stdio: 'inherit',
        env,
      });
    }
    if (existsSync(chromiumPath())) return true;
  }
  console.error(
    [
      `Chromium was not found at ${chromiumPath()}.`,
      "The Storybook and end-to-end suites need Debian's Chromium and fonts:",
      '  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-core fonts-dejavu-core',
      'or point CHROMIUM_PATH at a Chromium binary.',
    ].join('\n'),
  );
  return false;
}

export { spawn };

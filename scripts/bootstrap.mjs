// Installs the Debian packages Lexora needs, or says exactly how to.
//   node scripts/bootstrap.mjs start   what the running app needs
//   node scripts/bootstrap.mjs test    that plus what the tests need (a browser)
import { spawnSync } from 'node:child_process';
import { log } from './lib.mjs';

/** Each package with the purpose it serves, so a failure explains itself. */
export const systemPackages = {
  start: [
    { name: 'pocketsphinx', why: 'the speech recogniser of the pronunciation coach' },
    {
      name: 'pocketsphinx-en-us',
      why: 'the English acoustic model and dictionary for pocketsphinx',
    },
    { name: 'libpocketsphinx-dev', why: 'headers to build our recogniser helper process' },
    { name: 'libsphinxbase-dev', why: 'headers to build our recogniser helper process' },
    { name: 'pkg-config', why: 'finds the pocketsphinx headers when building the helper' },
    { name: 'gcc', why: 'compiles the recogniser helper process' },
    { name: 'libc6-dev', why: 'C library headers for the recogniser helper process' },
    { name: 'espeak-ng', why: 'phonemes of words missing from the pronunciation dictionary' },
  ],
  test: [
    { name: 'chromium', why: 'browser tests (Playwright drives /usr/bin/chromium)' },
    {
      name: 'nginx',
      why: 'the reverse-proxy test runs the nginx configuration of docs/deployment.md',
    },
    {
      name: 'openssl',
      why: "the reverse-proxy test makes a throw-away certificate for nginx's https",
    },
  ],
};

function isInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.includes('install ok installed');
}

export function bootstrap(purpose) {
  const wanted =
    purpose === 'test' ? [...systemPackages.start, ...systemPackages.test] : systemPackages.start;
  const missing = wanted.filter((p) => !isInstalled(p.name));
  if (missing.length === 0) return true;
  const names = missing.map((p) => p.name);
  const command = `apt-get update && apt-get install -y --no-install-recommends ${names.join(' ')}`;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.error('Lexora needs these system packages:');
    for (const p of missing) console.error(`  - ${p.name}: ${p.why}`);
    console.error(`Install them as root with:\n  ${command}`);
    return false;
  }
  log(`Installing system packages: ${names.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  if (update.status !== 0) console.warn('apt-get update failed; trying the install anyway');
  const install = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...names],
    { stdio: 'inherit', env },
  );
  if (install.status !== 0) {
    console.error(`Could not install ${names.join(', ')}. Run as root:\n  ${command}`);
    return false;
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const purpose = process.argv[2] === 'test' ? 'test' : 'start';
  process.exit(bootstrap(purpose) ? 0 : 1);
}

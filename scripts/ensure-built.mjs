// Builds what is not built (`npm start` runs it first). A target is rebuilt when
// any of its inputs is newer than the stamp its last build left; `--force` rebuilds everything.
import './lib/require-node.mjs';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const contracts = path.join(root, 'packages/contracts/src');

const targets = [
  {
    name: '@sarraf/server',
    dir: 'apps/server',
    inputs: ['src', 'build.mjs', 'package.json', contracts],
    compress: false,
  },
  {
    name: '@sarraf/web',
    dir: 'apps/web',
    inputs: ['src', 'index.html', 'public', 'vite', 'vite.config.ts', 'package.json', contracts],
    compress: true,
    vite: true,
  },
  {
    name: '@sarraf/admin',
    dir: 'apps/admin',
    inputs: ['src', 'index.html', 'public', 'vite.config.ts', 'package.json', contracts],
    compress: true,
    vite: true,
  },
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (
      child === 'node_modules' ||
      child === 'dist' ||
      child.endsWith('.test.ts') ||
      child.endsWith('.test.tsx')
    )
      continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

for (const target of targets) {
  const dir = path.join(root, target.dir);
  const stamp = path.join(dir, 'dist', '.build-stamp');
  const inputsMtime = Math.max(...target.inputs.map((input) => newestMtime(path.resolve(dir, input))));
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (!force && built >= inputsMtime) continue;
  process.stdout.write(`Building ${target.name}…\n`);
  // `npm start` shows Vite's warnings only; `npm run build` (--force) also lists every chunk's size.
  const quiet = target.vite && !force ? ['--', '--logLevel', 'warn'] : [];
  execFileSync('npm', ['run', 'build', '--silent', '-w', target.name, ...quiet], {
    cwd: root,
    stdio: 'inherit',
  });
  if (target.compress) await precompress(path.join(dir, 'dist'));
  writeFileSync(stamp, new Date().toISOString());
}

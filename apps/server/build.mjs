// Bundles the server entry points with esbuild: our TypeScript (and @sarraf/contracts, consumed as
// source) becomes plain ESM in dist/, while npm packages stay external and load from node_modules.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  (name) => !name.startsWith('@sarraf/'),
);

export const buildOptions = {
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await build(buildOptions);

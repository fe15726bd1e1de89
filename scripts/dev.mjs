// `npm run dev`: the API with reload on change (esbuild watch + node --watch) and both Vite dev
// servers with hot reload; Vite proxies /api to the API on port 3000.
import './lib/require-node.mjs';
import { spawn } from 'node:child_process';
import { context } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [];
const start = (command, args, cwd) => {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: process.env });
  children.push(child);
  return child;
};

const { buildOptions } = await import(path.join(root, 'apps/server/build.mjs'));
const ctx = await context({ ...buildOptions, absWorkingDir: path.join(root, 'apps/server') });
await ctx.rebuild();
await ctx.watch();
start(
  process.execPath,
  ['--watch-path=dist', '--enable-source-maps', 'dist/server.js'],
  path.join(root, 'apps/server'),
);
start('npx', ['vite', '--port', '5173'], path.join(root, 'apps/web'));
start('npx', ['vite', '--port', '5174'], path.join(root, 'apps/admin'));
process.stdout.write(
  '\nAPI http://127.0.0.1:3000 · portal http://127.0.0.1:5173 · back office http://127.0.0.1:5174/admin/\n',
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    for (const child of children) child.kill('SIGTERM');
    await ctx.dispose();
    process.exit(0);
  });
}

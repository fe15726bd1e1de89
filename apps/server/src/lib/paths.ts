import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The apps/server folder, found from this module whether it runs as source (vitest) or from the
 * esbuild bundle in dist/: both sit below the folder whose package.json is @sarraf/server.
 */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@sarraf/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const webDistDir = path.resolve(serverRoot, '../web/dist');
export const adminDistDir = path.resolve(serverRoot, '../admin/dist');

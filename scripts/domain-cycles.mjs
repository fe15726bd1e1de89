#!/usr/bin/env node
// The server's domains (apps/server/src/services/<domain>/) form a graph by their imports: a domain
// depends on another when one of its files imports a file of the other. This prints that graph and
// its cycles (strongly connected components of more than one domain) and fails when there is one,
// so that a new cycle between domains fails `npm run lint`.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const servicesDir = join(root, 'apps/server/src/services');
const verbose = process.argv.includes('--graph');

/**
 * Every module under a folder. Tests are left out: a test may build its input with another
 * domain's code (the sign-in SMS whose code `sms` masks comes from `session`) without that domain's
 * code ever loading it.
 */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * The domain a path under services/ belongs to: a file inside its folder, or the folder itself (an
 * import of the domain's index); undefined for a file at the root of services/.
 */
function domainOf(path) {
  const parts = relative(servicesDir, path).split(sep);
  if (parts[0] === '..' || parts[0] === '') return undefined;
  if (parts.length === 1) return existsSync(path) && statSync(path).isDirectory() ? parts[0] : undefined;
  return parts[0];
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

const domains = readdirSync(servicesDir).filter((name) => statSync(join(servicesDir, name)).isDirectory());
/** @type {Map<string, Map<string, string[]>>} domain -> domain it imports -> the importing files */
const graph = new Map(domains.map((d) => [d, new Map()]));

for (const domain of domains) {
  for (const file of filesUnder(join(servicesDir, domain))) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = domainOf(resolve(dirname(file), specifier));
      if (!target || target === domain || !graph.has(target)) continue;
      const edges = graph.get(domain);
      const from = edges.get(target) ?? [];
      from.push(relative(servicesDir, file));
      edges.set(target, from);
    }
  }
}

/** Tarjan's strongly connected components. */
function components() {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (v) => {
    state.set(v, { index, low: index, onStack: true });
    index += 1;
    stack.push(v);
    for (const w of graph.get(v).keys()) {
      if (!state.has(w)) {
        visit(w);
        state.get(v).low = Math.min(state.get(v).low, state.get(w).low);
      } else if (state.get(w).onStack) {
        state.get(v).low = Math.min(state.get(v).low, state.get(w).index);
      }
    }
    if (state.get(v).low === state.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        state.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      found.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!state.has(v)) visit(v);
  return found;
}

if (verbose) {
  for (const [domain, edges] of [...graph].sort()) {
    console.log(`${domain} -> ${[...edges.keys()].sort().join(' ')}`);
  }
}

const cycles = components().filter((c) => c.length > 1);
if (cycles.length === 0) {
  console.log(
    `domain-cycles: ${domains.length} domains under apps/server/src/services, no cycle between them.`,
  );
} else {
  for (const component of cycles) {
    console.log(`cycle between ${component.length} domains: ${component.join(', ')}`);
    for (const domain of component) {
      for (const [target, files] of graph.get(domain)) {
        if (component.includes(target))
          console.log(`  ${domain} -> ${target}  (${[...new Set(files)].join(', ')})`);
      }
    }
  }
  process.exitCode = 1;
}

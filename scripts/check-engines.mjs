// The Node version the project promises (package.json `engines`, docs/adr/0006-node-version.md) is the
// one every installed package accepts, but for the few the ADR names: those declare a newer Node
// than they need, and `npm ci` warns about them (EBADENGINE). A new package that asks for more, or
// a named one that no longer does, fails this check, so the ADR and the warning stay the same list.
// The Dockerfile's Node image and the Node running this must be within `engines` too.
//
//   node scripts/check-engines.mjs      (part of `npm run lint`)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** Packages that declare Node 22 and run on the Node 20 floor (docs/adr/0006-node-version.md). */
const DECLARE_MORE_THAN_THEY_NEED = ['pg-boss', 'cookie', 'content-disposition'];

const range = JSON.parse(read('package.json')).engines.node;
const floor = semver.minVersion(range).version;
const problems = [];

const image = /^ARG NODE_IMAGE=node:([\d.]+)/m.exec(read('Dockerfile'))?.[1];
if (!image || !semver.satisfies(semver.coerce(image), range)) {
  problems.push(`Dockerfile: NODE_IMAGE node:${image ?? '?'} is not within engines ${range}`);
}
if (!semver.satisfies(process.version, range)) {
  problems.push(`this Node ${process.version} is not within engines ${range}`);
}

const asking = new Map();
for (const [where, entry] of Object.entries(JSON.parse(read('package-lock.json')).packages)) {
  const wanted = entry.engines?.node;
  if (!where.includes('node_modules/') || typeof wanted !== 'string') continue;
  if (semver.satisfies(floor, wanted)) continue;
  const name = where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
  asking.set(name, `${name}@${entry.version} wants node ${wanted}`);
}
for (const [name, what] of asking) {
  if (!DECLARE_MORE_THAN_THEY_NEED.includes(name)) {
    problems.push(`${what}, above the floor ${floor}: pin a version that accepts it, or decide in the ADR`);
  }
}
for (const name of DECLARE_MORE_THAN_THEY_NEED) {
  if (!asking.has(name))
    problems.push(`${name} accepts Node ${floor} now: drop it from this list and the ADR`);
}

if (problems.length) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}

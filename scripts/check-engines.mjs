// The Node versions the project promises (package.json `engines`, docs/adr/0006-node-version.md)
// agree with what is installed, so `npm ci` prints no EBADENGINE warning:
// - every package the product runs with (the lockfile's non-dev packages) accepts the floor of
//   `engines`, the oldest Node the server may run on;
// - every package installed here, dev tools included, accepts the Node running this (CI's Node);
// - the Dockerfile's Node image and the Node running this are within `engines`.
// A package that breaks a rule fails `npm run lint`: pin a version that accepts the Node, or decide
// in the ADR.
//
//   node scripts/check-engines.mjs      (part of `npm run lint`)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');

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

for (const [where, entry] of Object.entries(JSON.parse(read('package-lock.json')).packages)) {
  const wanted = entry.engines?.node;
  if (!where.includes('node_modules/') || typeof wanted !== 'string') continue;
  // Optional packages of another platform (say, a wasm build of a native binding) are not installed.
  if (!existsSync(path.join(root, where))) continue;
  const name = `${where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`;
  if (!entry.dev && !semver.satisfies(floor, wanted)) {
    problems.push(`${name} wants node ${wanted}: the server would not run on the floor ${floor} of engines`);
  }
  if (!semver.satisfies(process.version, wanted)) {
    problems.push(`${name} wants node ${wanted}, not this ${process.version}: npm ci warns EBADENGINE`);
  }
}

if (problems.length) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}

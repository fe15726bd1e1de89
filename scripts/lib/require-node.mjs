// Imported first by the scripts behind `npm start`, `npm run build`, `npm run dev` and the ops
// commands: on a Node older than package.json `engines` they stop with one line saying which Node
// to install, instead of failing later somewhere deep in a dependency (docs/adr/0006-node-version.md).
import { readFileSync } from 'node:fs';

const wanted = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).engines.node;
const [major, minor] = /^>=(\d+)\.(\d+)$/.exec(wanted).slice(1).map(Number);
const [haveMajor, haveMinor] = process.versions.node.split('.').map(Number);
if (haveMajor < major || (haveMajor === major && haveMinor < minor)) {
  process.stderr.write(
    `Sarraf needs Node ${major}.${minor} or newer (Node 24 LTS is what it is tested on); this is Node ${process.versions.node}.\n`,
  );
  process.exit(1);
}

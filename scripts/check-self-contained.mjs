// A clone must make sense on its own: no file outside docs/ may point to a document that is not in
// the repository (the product's original specification and design notes, a sibling folder of
// shared notes) or to a tracker's issue number. Rules live in docs/; history lives in git. Every
// `docs/….md#anchor` cited must also name a file and a heading that exist, so a renamed section
// cannot leave dead pointers behind.
//
//   node scripts/check-self-contained.mjs      (part of `npm run lint`)
//
// Prints each offending file:line and exits 1. The patterns are assembled from pieces so that this
// file does not match them itself.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const SECTION_SIGN = '\u00a7';
const outsideDocs = ['SPEC', 'DESIGN', 'STYLE'];

const forbidden = [
  {
    why: 'a path to notes outside the repository',
    test: (line) => line.includes(['..', 'shared'].join('/')),
  },
  ...outsideDocs.map((name) => ({
    why: `a citation of ${name}, which is not in the repository`,
    pattern: new RegExp(`\\b${name}(\\s*${SECTION_SIGN}|\\.md\\b)`),
  })),
  { why: 'an issue number (say the reason, or cite docs/)', pattern: new RegExp('\\b[Ii]ssues?\\s+#?\\d+') },
].map((rule) => ({ ...rule, test: rule.test ?? ((line) => rule.pattern.test(line)) }));

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(file) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

const anchorCache = new Map();
const DOC_REFERENCE = /(?<![\w/.-])((?:\.\.\/)*docs\/[\w./-]*\.md)(#[\p{L}\p{N}_-]+)?/gu;

/** What is wrong with the docs/ references of one line, if anything. */
function badReferences(file, line) {
  const problems = [];
  for (const [, target, anchor] of line.matchAll(DOC_REFERENCE)) {
    const base = target.startsWith('../') ? path.dirname(path.join(root, file)) : root;
    const resolved = path.resolve(base, target);
    if (!existsSync(resolved)) {
      problems.push(`${target} does not exist`);
      continue;
    }
    if (!anchor) continue;
    if (!anchorCache.has(resolved)) anchorCache.set(resolved, anchorsOf(resolved));
    if (!anchorCache.get(resolved).has(anchor.slice(1))) problems.push(`${target} has no heading ${anchor}`);
  }
  return problems;
}

const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && !file.startsWith('docs/') && file !== 'package-lock.json');

let offences = 0;
for (const file of files) {
  const full = path.join(root, file);
  if (!existsSync(full)) continue;
  const bytes = readFileSync(full);
  if (bytes.includes(0)) continue;
  bytes
    .toString('utf8')
    .split('\n')
    .forEach((line, index) => {
      const problems = [
        ...forbidden.filter((rule) => rule.test(line)).map((rule) => rule.why),
        ...badReferences(file, line),
      ];
      for (const problem of problems) {
        offences += 1;
        console.error(`${file}:${index + 1}: ${problem}\n    ${line.trim().slice(0, 160)}`);
      }
    });
}

if (offences > 0) {
  console.error(
    `\n${offences} reference(s) to documents outside the repository, issue numbers or missing docs/ sections.`,
  );
  console.error('Say the reason in place, or cite the section of docs/ that holds the rule.');
  process.exit(1);
}

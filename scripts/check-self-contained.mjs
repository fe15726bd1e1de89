// A clone must make sense on its own: no tracked file, docs/ included, may point to a document that
// is not in the repository (the product's original specification and design notes, a sibling
// folder of shared notes), to a path on someone's machine or to a tracker's issue number. Rules
// live in docs/; history lives in git. Every `docs/….md#anchor` cited, and in a Markdown file every
// relative link (`[text](ussd.md#sessions)`, `[text](#offline)`, `[name]: ussd.md`), must also
// name a file and a heading that exist, so a renamed section cannot leave dead pointers behind.
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
  {
    why: "a path on someone's machine (name the path inside the repository)",
    pattern: new RegExp(
      `(^|[^\\w.~-])/(${['work', 'home', 'Users', 'root'].join('|')})/|[A-Z]:\\\\Users\\\\`,
    ),
  },
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

/** A Markdown link's target that stays in the repository: `(file.md)`, `(../x/y.md#a)`, `(#a)`. */
const RELATIVE_LINK = /\]\((?![a-z][a-z\d+.-]*:|\/|<)([^)\s#]*)(#[^)\s]*)?\)/giu;
/** A Markdown reference definition that stays in the repository: `[name]: file.md#a`. */
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*(?![a-z][a-z\d+.-]*:|\/|<)([^\s#]*)(#\S*)?/iu;

/** Whether `target` (resolved) exists, and holds `anchor` when one is given and it is Markdown. */
function checkTarget(shown, resolved, anchor, problems) {
  if (!existsSync(resolved)) {
    problems.push(`${shown} does not exist`);
    return;
  }
  if (!anchor || anchor === '#' || !resolved.endsWith('.md')) return;
  if (!anchorCache.has(resolved)) anchorCache.set(resolved, anchorsOf(resolved));
  let name = anchor.slice(1);
  try {
    name = decodeURIComponent(name);
  } catch {
    // A stray `%` is not an escape: the anchor is compared as written.
  }
  if (!anchorCache.get(resolved).has(name)) {
    problems.push(`${shown} has no heading ${anchor}`);
  }
}

/** What is wrong with the docs/ references (and a Markdown file's relative links) of one line. */
function badReferences(file, line, isMarkdown) {
  const problems = [];
  const here = path.dirname(path.join(root, file));
  for (const match of line.matchAll(DOC_REFERENCE)) {
    const [, target, anchor] = match;
    // A Markdown link's target is relative to its file (checked below); in prose and code a
    // `docs/…` path names the file from the repository's root.
    if (isMarkdown && (line.slice(0, match.index).endsWith('](') || REFERENCE_DEFINITION.test(line)))
      continue;
    const base = target.startsWith('../') ? here : root;
    checkTarget(target, path.resolve(base, target), anchor, problems);
  }
  if (!isMarkdown) return problems;
  const definition = REFERENCE_DEFINITION.exec(line);
  const links = [...line.matchAll(RELATIVE_LINK), ...(definition ? [definition] : [])];
  for (const [, target, anchor] of links) {
    const resolved = target ? path.resolve(here, target) : path.join(root, file);
    checkTarget(target || file, resolved, anchor, problems);
  }
  return problems;
}

const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && file !== 'package-lock.json');

let offences = 0;
for (const file of files) {
  const full = path.join(root, file);
  if (!existsSync(full)) continue;
  const bytes = readFileSync(full);
  if (bytes.includes(0)) continue;
  const isMarkdown = file.endsWith('.md');
  let fenced = false;
  bytes
    .toString('utf8')
    .split('\n')
    .forEach((line, index) => {
      // A fenced block in Markdown is code or output, not a link; its text still obeys the rules.
      if (isMarkdown && /^\s*(```|~~~)/.test(line)) fenced = !fenced;
      const problems = [
        ...forbidden.filter((rule) => rule.test(line)).map((rule) => rule.why),
        ...badReferences(file, line, isMarkdown && !fenced),
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

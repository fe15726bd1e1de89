// `npm run lint`'s duplication gate: no new copy of a block of six lines or more in the source that
// ships and the scripts around it (tests are left out: a test may spell its setup out in full).
// jscpd finds the copies, the same lines or the same tokens under other names. The tree holds
// BASELINE copies today, each listed by `node scripts/check-duplication.mjs --list`; one more fails
// the gate. Mending one lowers the count: lower BASELINE with it, so the gate stays tight.
//
//   node scripts/check-duplication.mjs [--list]
import { createRequire } from 'node:module';

// jscpd is CommonJS, and its ESM entry does not load under Node's resolver.
const { detectClones } = createRequire(import.meta.url)('jscpd');

/** The copies the tree holds now; the gate fails above it and asks for a lower figure below it. */
const BASELINE = 27;

const clones = await detectClones({
  path: ['apps', 'packages', 'scripts'],
  format: ['typescript', 'tsx', 'javascript'],
  minLines: 6,
  minTokens: 50,
  ignore: [
    '**/node_modules/**',
    '**/dist/**',
    '**/drizzle/**',
    '**/*.test.ts',
    '**/*.test.tsx',
    '**/e2e/**',
    '**/test/**',
  ],
  gitignore: true,
  silent: true,
  reporters: [],
});

/** One side of a copy as `path:first-last`. */
const where = (side) => `${side.sourceId}:${side.start.line}-${side.end.line}`;
const lines = clones.map((clone) => `${where(clone.duplicationA)} ~ ${where(clone.duplicationB)}`);

if (process.argv.includes('--list')) console.log(lines.join('\n'));
if (clones.length > BASELINE) {
  console.error(
    `Duplicated blocks: ${clones.length}, more than the ${BASELINE} the tree holds. Give the new copy one home ` +
      `(node scripts/check-duplication.mjs --list shows every copy).`,
  );
  process.exit(1);
}
if (clones.length < BASELINE) {
  console.error(`Duplicated blocks: ${clones.length}, fewer than ${BASELINE}: lower BASELINE in ${import.meta.filename}.`);
  process.exit(1);
}
console.log(`Duplicated blocks: ${clones.length} (the gate's baseline).`);

/**
 * The command line of a measuring script: `option('--runs', '5')` is the word after `--runs`, or
 * the fallback; `flag('--waterfall')` is whether it was given.
 */
export function commandLine(words = process.argv.slice(2)) {
  return {
    option(name, fallback) {
      const index = words.indexOf(name);
      return index >= 0 && words[index + 1] ? words[index + 1] : fallback;
    },
    flag: (name) => words.includes(name),
  };
}

/** The portal a script measures: `--base-url`, else PORTAL_URL, else `npm start`'s address. */
export function portalUrl(option) {
  return option('--base-url', process.env.PORTAL_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
}

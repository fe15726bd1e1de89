import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/design.md#consent: the portal cancels in two steps only; the one-step cancel calls are for the
// SMS keyword, the operator and API clients.
const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the portal and the one-step cancel calls', () => {
  it('never calls cancelProfileSubscription or cancelSubscriberSubscription', () => {
    const files = sourceFiles(webSource);
    expect(files.length).toBeGreaterThan(50);
    const callers = files.filter((file) =>
      /['"](cancelProfileSubscription|cancelSubscriberSubscription)['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(callers).toEqual([]);
  });

  it('cancels through request-unsubscribe and confirm-unsubscribe', () => {
    const api = readFileSync(path.join(webSource, 'features/subscription/api/subscription-api.ts'), 'utf8');
    expect(api).toContain("'requestUnsubscribe'");
    expect(api).toContain("'confirmUnsubscribe'");
  });
});

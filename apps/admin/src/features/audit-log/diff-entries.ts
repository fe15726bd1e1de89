export interface DiffRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const show = (value: unknown): string =>
  value === undefined ? '' : value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An audit row's before/after as one line per field (the audit log shows a before/after diff): changed
 * fields first, each value as text; a creation has only "after", a deletion only "before".
 */
export function diffEntries(before: unknown, after: unknown): DiffRow[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before == null && after == null) return [];
    return [{ field: '', before: show(before), after: show(after), changed: show(before) !== show(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  const rows = fields.map((field) => {
    const was = show(from[field]);
    const now = show(to[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}

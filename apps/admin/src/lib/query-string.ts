/** A contract path with its `:name` parameters filled in. */
export function pathOf(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** The filters a list screen keeps in its URL, without the empty ones (the API ignores nothing it gets). */
export function cleanQuery(
  values: Record<string, string | number | undefined | null>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null && String(value).trim() !== '')
      .map(([key, value]) => [key, String(value).trim()]),
  );
}

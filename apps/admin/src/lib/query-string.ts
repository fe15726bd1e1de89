/** A back-office page path with its `:name` parameters filled in. */
export function pathOf(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-z_]+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/** Thrown for a bad environment; `server.ts` prints its message as one line and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

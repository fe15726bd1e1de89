import { whenTextsReady } from '../i18n/language';

/** A lazy screen chunk that has not loaded after 120 seconds counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A screen chunk that failed to load or timed out ("Loading chunk N failed"). The route
 * error screen recognises it and offers a retry instead of a blank page.
 */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/**
 * Runs a dynamic `import()` with that timeout; any failure becomes a ChunkLoadError. The module
 * also waits for the texts of every screen (i18n/language.ts), which the first render does
 * without: whatever loads lazily may read any section of `t`.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return withTimeout(() => Promise.all([load(), whenTextsReady()]).then(([module]) => module), timeoutMs);
}

/**
 * The landing page's own module, which shows only the first screen's texts (i18n/ar-first-screen.ts):
 * loaded like any chunk, without waiting for the other screens' texts, so a first visit renders
 * one round trip sooner.
 */
export function loadFirstScreenChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return withTimeout(load, timeoutMs);
}

function withTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`));
    }, timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('Loading chunk failed', { cause }));
      },
    );
  });
}

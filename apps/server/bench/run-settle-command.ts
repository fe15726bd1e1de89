import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';

export interface SettleRun {
  code: number;
  seconds: number;
  /** The command's peak resident memory (VmHWM), read from /proc while it runs. */
  peakRssMb: number;
  stdout: string;
  stderr: string;
}

/**
 * `billing:settle --file FILE` as the real command (the built CLI at `cli`), in production mode on
 * the database at `databaseUrl` (empty: PGlite under `dataDir`), with gateways that nothing answers:
 * an import never calls them. Its peak memory is sampled every `sampleMs`.
 */
export async function runSettleCommand(options: {
  cli: string;
  file: string;
  databaseUrl: string;
  dataDir: string;
  sampleMs?: number;
}): Promise<SettleRun> {
  const child = spawn(process.execPath, [options.cli, 'billing:settle', '--file', options.file], {
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      NODE_ENV: 'production',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-0',
      CHARGING_DRIVER: 'http',
      CHARGING_HTTP_URL: 'http://127.0.0.1:9/',
      SMS_DRIVER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9/',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let peakKb = 0;
  const sample = setInterval(() => {
    try {
      const kb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
      peakKb = Math.max(peakKb, kb);
    } catch {
      // exited between samples
    }
  }, options.sampleMs ?? 50);
  const started = performance.now();
  const [code] = (await once(child, 'exit')) as [number];
  clearInterval(sample);
  return {
    code,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    peakRssMb: Number((peakKb / 1024).toFixed(1)),
    stdout,
    stderr,
  };
}

import type { z } from 'zod';

/** The field names a contract schema knows (object shapes, through optional/default/pipe wrappers). */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 6 && current; depth++) {
    const def = (current as { def?: Record<string, unknown> }).def;
    const shape = (current as { shape?: Record<string, unknown> }).shape;
    if (shape && typeof shape === 'object') return Object.keys(shape);
    current = def?.innerType ?? def?.in ?? def?.schema ?? (def?.options as unknown[] | undefined)?.[0];
  }
  return [];
}

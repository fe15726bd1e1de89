import { z } from 'zod';

/** docs/design.md#api-conventions: objects are wrapped as `{data: {...}}`. */
export const ZData = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** Plain lists are `{data: [...]}`. */
export const ZList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const ZPageMeta = z.object({
  current_page: z.number().int().min(1),
  per_page: z.number().int().min(1).max(100),
  total: z.number().int().min(0),
  last_page: z.number().int().min(1),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;

/** Paged lists add `meta: {current_page, per_page, total, last_page}`. */
export const ZPaged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ZPageMeta });

/** A bare acknowledgement with a human (Arabic) message. */
export const ZMessage = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessage>;

/** An action's outcome: the Arabic message to show and the resulting object. */
export const ZMessageData = <T extends z.ZodType>(item: T) => z.object({ message: z.string(), data: item });

/**
 * An empty request body: `{}` or no body at all (the server sees no body as null, hence nullish);
 * unknown keys are ignored.
 */
export const ZEmptyRequest = z.object({}).nullish();

/** 422 `{message, errors: {field: ["…"]}}`; other errors `{message}`. */
export const ZErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

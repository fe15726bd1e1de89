/** Public content: rates, converter, contact (issue 5). */
export const contentMessages = {} as const satisfies Record<string, { ar: string; en: string }>;

/** Sign-in, codes and tokens (issue 3). */
export const sessionMessages = {} as const satisfies Record<string, { ar: string; en: string }>;

/** Types of chromium.mjs, for the TypeScript that imports it (playwright.config.ts). */
export declare const chromePath: () => string;
export declare const CHROME_FLAGS: readonly string[];
export declare const launchOptions: () => { executablePath: string; args: string[]; headless: boolean };

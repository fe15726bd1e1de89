/** The only reader of the build environment. */
export const env = {
  /** The built portal (`vite build`), as opposed to the dev server. */
  isProduction: import.meta.env.PROD,
} as const;

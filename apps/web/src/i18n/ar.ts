// With their extensions: the build's config reads the route table, which reads this catalogue.
import { arFirstScreen } from './ar-first-screen.ts';
import { arScreens } from './ar-screens.ts';

/**
 * Every Arabic string of the portal, in one catalogue: the shape of every language's catalogue
 * (catalogue.ts), and what the tests read. Components never hold literal text; they read `t` from
 * i18n/language, which has the first screen's part at once and the rest after the first render.
 */
export const ar = { ...arFirstScreen, ...arScreens } as const;

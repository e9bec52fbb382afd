import table from './first-screens.json';

export type FirstScreen = { modules: string[]; namespaces: string[] };

/**
 * The pages a visit most often starts on, by path: the modules their route needs, as Vite's build manifest names
 * them, and their text namespaces. The client starts loading them with its entry (client/src/app/route-table.tsx);
 * the server names their chunks and texts in the page it sends (server/lib/first-screens.ts), so the browser
 * fetches them beside the entry; scripts/size-budget.mjs weighs their first load.
 */
export const FIRST_SCREENS: Readonly<Record<string, FirstScreen>> = table.screens;

/** The text namespaces the layouts around every page use, loaded with the language before the first render. */
export const LAYOUT_NAMESPACES: readonly string[] = table.layoutNamespaces;

/** A path as the first-screen table names it: wouter matches any case and one trailing slash. */
export const screenPathOf = (path: string) => path.toLowerCase().replace(/(.)\/$/, '$1');

export const firstScreenOf = (path: string): FirstScreen | undefined => FIRST_SCREENS[screenPathOf(path)];

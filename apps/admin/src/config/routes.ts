/**
 * The back office's named route table. Paths are relative to the router's basename `/admin`
 * (the server serves the back office there). Issue 7 adds the content and billing screens.
 */
export const adminRoutes = {
  'admin.login': '/',
  'admin.home': '/home',
} as const;

export type AdminRouteName = keyof typeof adminRoutes;

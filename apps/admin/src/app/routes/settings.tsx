/** The site's settings (admins only). */
export { SettingsScreen as Component } from '../../features/settings/components/settings-screen';

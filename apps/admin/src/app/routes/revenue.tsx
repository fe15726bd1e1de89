/** The revenue dashboard: money, charges and the subscriber base per day, per plan (admins only). */
export { RevenueScreen as Component } from '../../features/revenue/components/revenue-screen';

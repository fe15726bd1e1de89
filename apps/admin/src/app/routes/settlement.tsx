/** One settlement import and its report (admins only). */
export { SettlementScreen as Component } from '../../features/settlements/components/settlement-screen';

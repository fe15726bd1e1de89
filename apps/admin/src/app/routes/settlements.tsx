/** Settlement: the operator's file against the ledger (admins only). */
export { SettlementsScreen as Component } from '../../features/settlements/components/settlements-screen';

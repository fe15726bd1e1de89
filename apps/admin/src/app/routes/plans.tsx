/** Subscription plans and their prices (admins only). */
export { PlansScreen as Component } from '../../features/content/resources/plans';

/**
 * The portal screens its budgets name (docs/benchmarks.md): the landing page for a guest, and home,
 * the converter and the news for a subscriber signed in with `token`.
 */
export const budgetScreens = (token) => [
  { name: 'landing', path: '/', token: null },
  { name: 'client.home', path: '/client/home', token },
  { name: 'client.currencyConverter', path: '/client/currencyConverter', token },
  { name: 'client.news', path: '/client/news', token },
];

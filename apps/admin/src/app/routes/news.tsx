/** News articles (rich text). */
export { NewsScreen as Component } from '../../features/content/resources/news';

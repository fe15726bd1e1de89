/** The information pages (who we are, privacy, terms). */
export { InformationPagesScreen as Component } from '../../features/information-pages/components/information-pages-screen';

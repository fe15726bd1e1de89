import type { TInformationKey } from '@sarraf/contracts';
import { InformationPage } from '../../features/info/components/information-page';
import type { RouteName } from '../../config/routes';
import { t } from '../../i18n/language';
import { useCurrentRoute } from '../use-current-route';

const pageKeys: Partial<Record<RouteName, TInformationKey>> = {
  'client.guest.info.who': 'who',
  'client.guest.info.privacyPolicy': 'privacy',
  'client.guest.info.terms': 'terms',
  'client.info.who': 'who',
  'client.info.privacyPolicy': 'privacy',
  'client.info.terms': 'terms',
};

/** Who we are, privacy policy, terms: for guests and, under the shell, for subscribers. */
export default function InformationScreen() {
  const route = useCurrentRoute();
  const key = (route && pageKeys[route.name]) ?? 'who';
  return <InformationPage pageKey={key} title={route?.title ?? t.app.name} />;
}

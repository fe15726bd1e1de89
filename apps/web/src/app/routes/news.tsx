import { Screen } from '../../components/ui/screen';
import { getRoute } from '../../config/routes';
import { NewsList } from '../../features/news/components/news-list';

export default function NewsScreen() {
  return (
    <Screen title={getRoute('client.news').title}>
      <NewsList />
    </Screen>
  );
}

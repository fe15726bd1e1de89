import { useParams } from 'react-router';
import { NewsArticle } from '../../features/news/components/news-article';

export default function NewsDetailsScreen() {
  const { id = '' } = useParams();
  return <NewsArticle key={id} id={id} />;
}

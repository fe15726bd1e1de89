import { useParams } from 'react-router';
import { CategoryItems } from '../../features/categories/components/category-items';
import { NotFoundMessage } from './not-found';

export default function InternalItemsScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundMessage />;
  return <CategoryItems key={id} categoryId={id} />;
}

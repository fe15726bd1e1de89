import { useParams } from 'react-router';
import { ItemDetails } from '../../features/categories/components/item-details';
import { NotFoundMessage } from './not-found';

export default function CategoryDetailsScreen() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id < 1) return <NotFoundMessage />;
  return <ItemDetails key={id} itemId={id} />;
}

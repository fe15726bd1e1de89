import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getNews, getNewsItem } from '../api/news-api';

export function useNews(page: number) {
  return useQuery({
    queryKey: ['content', 'news', page],
    queryFn: ({ signal }) => getNews(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useNewsItem(id: string) {
  return useQuery({
    queryKey: ['content', 'news-item', id],
    queryFn: ({ signal }) => getNewsItem(id, signal),
  });
}

// The public face of services/news/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { getNewsItem } from './get-news-item';
export { listNews, NEWS_TAGS } from './list-news';

// The public face of services/content-cache/: what routes, jobs, the CLI, other domains and tests use.
// Code outside this folder imports from here, never a file inside it.
export { cachedReply, replyVariant, type ReplyVariant, variantReply } from './cached-reply';
export {
  type CachedResponse,
  CONTENT_TAGS,
  type ContentCache,
  type ContentInvalidator,
  type ContentTag,
  createContentCache,
  type Loaded,
} from './content-cache';

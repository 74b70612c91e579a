import { DEFAULT_PAGE_SIZE, type PageQuery } from '../contract/index.js';
import type { PageRequest } from '../store/paging.js';

export const pageRequest = (query: PageQuery): PageRequest => ({ limit: query.limit ?? DEFAULT_PAGE_SIZE, cursor: query.cursor });

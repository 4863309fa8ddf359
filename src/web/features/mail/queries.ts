import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '#web/api-client.ts';

export const mailboxQuery = queryOptions({
  queryKey: ['mailbox'],
  queryFn: ({ signal }) => api('GET /api/mailbox', { signal }),
  // 404 means "not available here", which asking again will not change.
  retry: (failureCount, error) => !(error instanceof ApiError && error.status === 404) && failureCount < 1,
});

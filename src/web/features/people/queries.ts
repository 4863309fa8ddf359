import type { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CreateAttributeDefinitionRequestSchema,
  UpdateAttributeDefinitionRequestSchema,
} from '#domain/api/organisation-attributes.ts';
import type { ImportPeopleResponseSchema, PeopleResponseSchema, PersonStatus, UpdatePersonRequest } from '#domain/api/people.ts';
import type { Role } from '#domain/roles.ts';
import { api } from '#web/api-client.ts';

export type PeopleResponse = z.infer<typeof PeopleResponseSchema>;
export type ImportPeopleResponse = z.infer<typeof ImportPeopleResponseSchema>;

export const peopleQueryKey = ['people'] as const;

export interface PeopleFilter {
  search: string;
  role: 'all' | Role;
  status: 'all' | PersonStatus;
}

export function fetchPeople(filter: PeopleFilter, signal?: AbortSignal): Promise<PeopleResponse> {
  const search = filter.search.trim();
  return api('GET /api/people', { query: { role: filter.role, status: filter.status, ...(search ? { search } : {}) }, signal });
}

export function usePeople(filter: PeopleFilter) {
  return useQuery({
    queryKey: [...peopleQueryKey, filter],
    queryFn: ({ signal }) => fetchPeople(filter, signal),
    // Keep showing the last list while a new search runs, so the table does not flash empty.
    placeholderData: (previous) => previous,
  });
}

export function updatePerson(id: string, change: UpdatePersonRequest) {
  return api('PATCH /api/people/:id', { params: { id }, body: change });
}

export function importPeople(csv: string): Promise<ImportPeopleResponse> {
  return api('POST /api/people/import', { body: { csv } });
}

/** The organisation's own person attributes (decision 0060); under the people key, so a change to people refreshes their counts. */
export const personAttributesQuery = queryOptions({
  queryKey: [...peopleQueryKey, 'attribute-definitions'] as const,
  queryFn: ({ signal }) => api('GET /api/organisations/current/person-attributes', { signal }),
});

export function useAttributeDefinitions() {
  return useQuery(personAttributesQuery);
}

export function defineAttribute(input: z.input<typeof CreateAttributeDefinitionRequestSchema>) {
  return api('POST /api/organisations/current/person-attributes', { body: input });
}

export function changeAttribute(id: string, change: z.input<typeof UpdateAttributeDefinitionRequestSchema>) {
  return api('PATCH /api/organisations/current/person-attributes/:id', { params: { id }, body: change });
}

export function removeAttribute(id: string) {
  return api('DELETE /api/organisations/current/person-attributes/:id', { params: { id } });
}

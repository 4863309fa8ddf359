import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person, UpdatePersonRequest } from '#domain/api/people.ts';
import { useAuth } from '#web/features/accounts/index.ts';
import { peopleQueryKey, updatePerson } from './queries.ts';

/** Changes a person's role, manager or activation; the people list is read again afterwards. */
export function usePersonUpdate() {
  const queryClient = useQueryClient();
  const { user, refresh } = useAuth();
  return useMutation({
    mutationFn: ({ person, change }: { person: Person; change: UpdatePersonRequest }) => updatePerson(person.id, change),
    onSettled: async (_result, _error, { person }) => {
      await queryClient.invalidateQueries({ queryKey: peopleQueryKey });
      // Changing one's own role changes what the app shows: read the session again.
      if (person.id === user?.id) await refresh();
    },
  });
}

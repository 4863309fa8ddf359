import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePulseProgrammeRequest, PulseProgramme } from '#domain/api/pulse-programmes.ts';
import { api } from '#web/api-client.ts';

const pulseKey = ['pulse-programmes'] as const;

/** While a run is about to be created or to open, the list is read again every few seconds: the jobs do both on their own. */
const WAITING_REFRESH_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const waitsForARun = (programmes: readonly PulseProgramme[] | undefined) =>
  (programmes ?? []).some(
    (programme) =>
      programme.runs.some((run) => run.status === 'scheduled') ||
      (programme.status === 'active' && Date.parse(programme.nextRunAt) - Date.now() < DAY_MS),
  );

export function usePulseProgrammes() {
  return useQuery({
    queryKey: pulseKey,
    queryFn: async ({ signal }) => (await api('GET /api/pulse-programmes', { signal })).programmes,
    refetchInterval: (query) => (waitsForARun(query.state.data) ? WAITING_REFRESH_MS : false),
  });
}

/** The organisation's assessments with questions of their own: what a programme may copy its questions from. */
export function useTemplateChoices() {
  return useQuery({
    queryKey: ['assessments', 'pulse-templates'],
    queryFn: async ({ signal }) =>
      (await api('GET /api/assessments', { signal })).assessments.filter((assessment) => assessment.questionSetId === null),
  });
}

function usePulseMutation<Input>(mutationFn: (input: Input) => Promise<PulseProgramme>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => void queryClient.invalidateQueries({ queryKey: pulseKey }) });
}

export function useCreatePulseProgramme() {
  return usePulseMutation((body: CreatePulseProgrammeRequest) => api('POST /api/pulse-programmes', { body }));
}

export type PulseAction = 'pause' | 'resume' | 'start-now';

export function usePulseAction() {
  return usePulseMutation(({ id, action }: { id: string; action: PulseAction }) => {
    if (action === 'pause') return api('POST /api/pulse-programmes/:id/pause', { params: { id } });
    if (action === 'resume') return api('POST /api/pulse-programmes/:id/resume', { params: { id } });
    return api('POST /api/pulse-programmes/:id/start-now', { params: { id } });
  });
}

/**
 * Event-loop delay of a benchmark's server process, measured inside it with
 * perf_hooks.monitorEventLoopDelay and reported to the benchmark over IPC only (never over HTTP).
 * The server calls `reportEventLoopDelay()`; the benchmark sends `{ eventLoop: 'reset' }` before
 * a run and `{ eventLoop: 'report' }` after it, and gets `{ eventLoop: EventLoopDelay }` back.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { z } from 'zod';

export const EventLoopDelaySchema = z.object({ p50: z.number(), p99: z.number(), max: z.number() });
export type EventLoopDelay = z.infer<typeof EventLoopDelaySchema>;

const RequestSchema = z.object({ eventLoop: z.enum(['reset', 'report']) });

export function reportEventLoopDelay(): void {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const ms = (nanoseconds: number) => nanoseconds / 1e6;
  process.on('message', (message) => {
    const request = RequestSchema.safeParse(message);
    if (!request.success) return;
    if (request.data.eventLoop === 'reset') histogram.reset();
    else
      process.send?.({
        eventLoop: {
          p50: ms(histogram.percentile(50)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
        } satisfies EventLoopDelay,
      });
  });
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RoadmapItemStatus } from './api/roadmap.ts';

/** An action's status as a reader sees it, on the roadmap page and in the exports (a module of its own: the page needs none of the templates). */
export const ROADMAP_STATUS_LABELS: Record<RoadmapItemStatus, MessageDescriptor> = {
  not_started: msg({ message: 'Not started', context: 'roadmap action status' }),
  in_progress: msg({ message: 'In progress', context: 'roadmap action status' }),
  done: msg({ message: 'Done', context: 'roadmap action status' }),
};

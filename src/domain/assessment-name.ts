import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * How an assessment is named next to its wave: "DEIB baseline · wave 2". Titles made before
 * waves were shown apart may end in "(wave 2)"; that suffix is dropped so the wave is said once.
 * To be shown in the reader's language.
 */
export function assessmentHeading(assessment: { title: string; wave: number }): MessageDescriptor {
  const title = assessment.title.replace(/\s*\(wave \d+\)$/i, '');
  const { wave } = assessment;
  return msg`${title} · wave ${wave}`;
}

// The roadmap parts other features place on their pages (the export page's assessment choice).
export { AssessmentPicker, useChosenAssessment } from './assessment-picker.tsx';
export { PriorityBadge } from './roadmap-parts.tsx';

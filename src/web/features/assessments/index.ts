// The assessment parts other features place on their pages (the dashboard).
export { AssessmentControls } from './assessment-controls.tsx';
export { EmployeeAssessmentCard } from './employee-assessment-card.tsx';
// The answering keyboard, shared with the local workspace's questionnaire (alpha).
export { agreementAnswerKeys } from './answer-input.tsx';
export { useAnswerShortcuts } from './answer-shortcuts.ts';

// The assessment parts other features place on their pages (the dashboard).
export { AssessmentControls, type AssessmentControlsProps } from './assessment-controls.tsx';
export { EmployeeAssessmentCard, type EmployeeAssessmentCardProps } from './employee-assessment-card.tsx';

/**
 * What other features may use of assessments: the assessment rows and their questions.
 * Everything else here is the feature's own.
 */
export { activeQuestions, completedCount, findAssessment, listAssessmentRows, previousClosedWave, type AssessmentRow } from './queries.ts';

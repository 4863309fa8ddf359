/** The local storage keys of a workspace: the specification's (spec/02 §7) and three of ours (version, assessments, move). */
export const ALPHA_KEYS = {
  version: 'alpha_workspace_version',
  user: 'alpha_user',
  organisation: 'alpha_organisation',
  invitations: 'alpha_invitations',
  employees: 'alpha_employees',
  setup: 'alpha_setup',
  assessments: 'alpha_assessments',
  selectedAssessment: 'selected_assessment',
  responses: 'alpha_assessment_responses',
  move: 'alpha_move',
} as const;

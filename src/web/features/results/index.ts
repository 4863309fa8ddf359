// The results parts other features place on their pages (the dashboards).
export { HeatMap, HeatMapLegend } from './heat-map.tsx';
export { InsightsCard } from './insights.tsx';
export { TeamResultsCard, TeamResultsGrid } from './team-results-card.tsx';
export { NotCountedNotice, ReleaseNotice } from './release-notice.tsx';
export { hiddenMessageFor } from './hidden-message.ts';
export {
  AnonymityNotice,
  DomainScoreList,
  DomainScoresCard,
  EmptyState,
  OverallScoreStat,
  ScoreBandBadge,
  StatCard,
  StatGrid,
} from './score-parts.tsx';
export { AssessmentLoadFailed, isUnknownAssessment, LoadFailed, StatusBadge } from './parts.tsx';
export { currentCard, formatDateTime, formatDay, formatLongDate, formatOutOf, formatPercent, latestCardWithResults } from './format.ts';
export {
  useAssessmentResults,
  useFailureToast,
  useResultsFollowAssessments,
  useResultsOverview,
  useTeamResults,
  type ResultsSource,
} from './queries.ts';

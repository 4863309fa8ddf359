// The results parts other features place on their pages (the dashboards).
export { HeatMap, HeatMapLegend, type HeatMapProps } from './heat-map.tsx';
export { InsightsCard, InsightsPanel, type InsightsPanelProps } from './insights.tsx';
export { TeamResultsCard, TeamResultsGrid, type TeamResultsCardProps } from './team-results-card.tsx';
export { AnswersWaitingNotice, NotCountedNotice, ReleaseNotice } from './release-notice.tsx';
export { hiddenMessageFor } from './hidden-message.ts';
export {
  AnonymityNotice,
  DomainScoreList,
  DomainScoresCard,
  EmptyState,
  OverallScoreStat,
  ScoreBandBadge,
  ScoreBar,
  StatCard,
  StatGrid,
} from './score-parts.tsx';
export { AssessmentLoadFailed, isUnknownAssessment, LoadFailed, StatusBadge, statusText } from './parts.tsx';
export { cardTrendText, releasedOnText, currentCard, formatDateTime, formatDay, formatOutOf, formatPercent, latestCardWithResults, trendText } from './format.ts';
export {
  resultsQueryKey,
  useAssessmentResults,
  useFailureToast,
  useResultsFollowAssessments,
  useResultsOverview,
  useTeamResults,
  type ResultsSource,
} from './queries.ts';

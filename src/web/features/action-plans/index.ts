// The action-plan parts other features place on their pages: the roadmap's plans, the manager's team plans, "you said, we did".
export { ActionPlansSection } from './action-plans-section.tsx';
export { SharedActionsCard } from './shared-actions.tsx';
export { TeamActionPlans } from './team-plan.tsx';

export { contractRules } from './contractRules';
export { lazyRules, readyRules, type LazyRules, type Rules } from './lazyRules';
export { useWireForm } from './useWireForm';

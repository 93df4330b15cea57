export { contractRules, type ContractSchema } from './contractRules';
export { useWireForm } from './useWireForm';

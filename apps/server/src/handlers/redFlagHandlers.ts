import type { HandlerTable } from '../gateway/context.js';
import { listStaleRedFlags } from './operatorConsultationHandler/listStaleRedFlags.js';
import { getHistory } from './redFlagIntervention/getHistory.js';
import { getInterventionsForParentAndChildren } from './redFlagIntervention/getInterventionsForParentAndChildren.js';
import { markHandled } from './redFlagIntervention/markHandled.js';
import { markInterventionsAsRead } from './redFlagIntervention/markInterventionsAsRead.js';
import { resolve } from './redFlagIntervention/resolve.js';
import { takeOn } from './redFlagIntervention/takeOn.js';

/** The red-flag commands, the parents' and the clinic desk's (ADR 0008, ADR 0031), for the table in index.ts. */
export const redFlagHandlers = {
  'RedFlagIntervention.getInterventionsForParentAndChildren': getInterventionsForParentAndChildren,
  'RedFlagIntervention.markInterventionsAsRead': markInterventionsAsRead,
  'RedFlagIntervention.takeOn': takeOn,
  'RedFlagIntervention.markHandled': markHandled,
  'RedFlagIntervention.resolve': resolve,
  'RedFlagIntervention.getHistory': getHistory,
  'OperatorConsultationHandler.listStaleRedFlags': listStaleRedFlags,
} satisfies Partial<HandlerTable>;

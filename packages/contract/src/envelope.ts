import type { EnvelopeKind } from './define.js';

/** The workflow envelope of "none yet": a result, not a refusal (HTTP 200, docs/protocol.md). */
export const noWorkflowFound = { code: 1, message: 'No workflow found for this family.' } as const;

/** Wraps a command's result the way docs/protocol.md says for its envelope kind. */
export function wrapResult(kind: EnvelopeKind, data: unknown): Record<string, unknown> {
  switch (kind) {
    case 'standard':
      return { code: 200, msg: 'success', data };
    case 'workflow':
      return { code: 0, message: 'Success', data };
    case 'workflowOptional':
      return data === null ? { ...noWorkflowFound } : { code: 0, message: 'Success', data };
    case 'success':
      return { success: true, code: 200, data };
    case 'successSpread':
      return { success: true, code: 200, ...(data as Record<string, unknown>) };
  }
}

/** Reads the result back out of an envelope; the web client's single place for this. */
export function unwrapResult(kind: EnvelopeKind, body: Record<string, unknown>): unknown {
  if (kind === 'successSpread') {
    const { success: _success, code: _code, ...rest } = body;
    return rest;
  }
  if (kind === 'workflowOptional' && body.code === noWorkflowFound.code) return null;
  return body.data;
}

/** True when a body is the successful envelope of its kind. */
export function isSuccessEnvelope(kind: EnvelopeKind, body: Record<string, unknown>): boolean {
  if (kind === 'workflow') return body.code === 0;
  if (kind === 'workflowOptional') return body.code === 0 || body.code === noWorkflowFound.code;
  if (kind === 'standard') return body.code === 200 && body.msg === 'success';
  return body.success === true;
}

import { describe, expect, it } from 'vitest';
import { isSuccessEnvelope, unwrapResult, wrapResult } from './envelope.js';

describe('envelopes', () => {
  it('wraps each kind as docs/protocol.md shows', () => {
    expect(wrapResult('standard', { a: 1 })).toEqual({ code: 200, msg: 'success', data: { a: 1 } });
    expect(wrapResult('workflow', { a: 1 })).toEqual({ code: 0, message: 'Success', data: { a: 1 } });
    expect(wrapResult('success', [1])).toEqual({ success: true, code: 200, data: [1] });
    expect(wrapResult('successSpread', { total: 2, all_total: 3, data: [] })).toEqual({
      success: true,
      code: 200,
      total: 2,
      all_total: 3,
      data: [],
    });
  });

  it('reads back what it wrapped, for every kind', () => {
    for (const kind of ['standard', 'workflow', 'success'] as const) {
      const body = wrapResult(kind, { x: 'y' });
      expect(isSuccessEnvelope(kind, body)).toBe(true);
      expect(unwrapResult(kind, body)).toEqual({ x: 'y' });
    }
    const spread = wrapResult('successSpread', { total: 1, data: ['z'] });
    expect(unwrapResult('successSpread', spread)).toEqual({ total: 1, data: ['z'] });
  });

  it('does not take a refusal for success', () => {
    expect(isSuccessEnvelope('standard', { code: 400, msg: 'Invalid invite code' })).toBe(false);
    expect(isSuccessEnvelope('workflow', { code: 1, message: 'No workflow found for this family.' })).toBe(false);
    expect(isSuccessEnvelope('success', { success: false })).toBe(false);
  });
});

describe('the optional workflow envelope', () => {
  it('answers "none yet" as a result, not a refusal', () => {
    const none = wrapResult('workflowOptional', null);
    expect(none).toEqual({ code: 1, message: 'No workflow found for this family.' });
    expect(isSuccessEnvelope('workflowOptional', none)).toBe(true);
    expect(unwrapResult('workflowOptional', none)).toBeNull();
    const some = wrapResult('workflowOptional', { current_stage: 'completed' });
    expect(unwrapResult('workflowOptional', some)).toEqual({ current_stage: 'completed' });
    expect(isSuccessEnvelope('workflowOptional', { code: 2, message: 'out of order' })).toBe(false);
  });
});

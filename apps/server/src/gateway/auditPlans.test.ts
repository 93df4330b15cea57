import { commands, type CommandName } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { auditPlans } from './auditPlans.js';

describe('the operator audit log', () => {
  it('has a plan for every operator command the contract declares a write, and none for a read', () => {
    const names = Object.keys(commands) as CommandName[];
    const writes = names.filter((name) => commands[name].access === 'operator' && commands[name].effect === 'write').sort();
    expect(writes.length).toBeGreaterThan(15);
    expect(Object.keys(auditPlans).sort()).toEqual(writes);
  });
});

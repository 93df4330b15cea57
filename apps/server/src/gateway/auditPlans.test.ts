import { commands, type CommandName } from '@t1d/contract';
import { describe, expect, it } from 'vitest';
import { auditPlans, isOperatorRead } from './auditPlans.js';

describe('the operator audit log', () => {
  it('has a plan for every operator command that writes, and none for a read', () => {
    const operatorCommands = (Object.keys(commands) as CommandName[]).filter((name) => commands[name].access === 'operator');
    const writes = operatorCommands.filter((name) => !isOperatorRead(name)).sort();
    expect(writes.length).toBeGreaterThan(15);
    expect(Object.keys(auditPlans).sort()).toEqual(writes);
  });
});

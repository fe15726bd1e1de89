import { describe, expect, it } from 'vitest';
import {
  actionOfStep,
  codeStepOf,
  SUBSCRIPTION_CODE_PURPOSES,
  type CodeAction,
} from './use-subscription-actions';

describe("the subscription panel's code steps", () => {
  const actions: CodeAction[] = ['activate', 'reactivate', 'renew', 'change', 'unsubscribe'];

  it('keeps each action under a purpose the panel restores, and finds the same action after a reload', () => {
    for (const action of actions) {
      const step = codeStepOf(action, 'plan-uuid');
      expect(SUBSCRIPTION_CODE_PURPOSES).toContain(step.purpose);
      expect(actionOfStep(step)).toBe(action);
    }
  });

  it('keeps the plan of a change, and tells the payments an activation code confirms apart', () => {
    expect(codeStepOf('change', 'plan-uuid')).toEqual({ purpose: 'change', subject: 'plan-uuid' });
    expect(codeStepOf('renew')).toEqual({ purpose: 'activation', subject: 'renew' });
    expect(codeStepOf('reactivate')).toEqual({ purpose: 'activation', subject: 'reactivate' });
    expect(codeStepOf('activate')).toEqual({ purpose: 'activation', subject: 'activate' });
  });

  it('restores nothing it cannot finish: a change without its plan, a code of another use', () => {
    expect(actionOfStep({ purpose: 'change' })).toBeNull();
    expect(actionOfStep({ purpose: 'profile' })).toBeNull();
    expect(actionOfStep({ purpose: 'login' })).toBeNull();
  });
});

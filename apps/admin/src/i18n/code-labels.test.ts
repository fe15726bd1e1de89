import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@sarraf/contracts/audit-actions';
import { SMS_PURPOSES } from '@sarraf/contracts/sms-purposes';
import { AUDIT_ACTION_LABELS, auditActionLabel, SMS_PURPOSE_LABELS, smsPurposeLabel } from './code-labels';

const ARABIC = /[\u0600-\u06FF]/;

// The lists are the server's: its audit and SMS writers take nothing else.
describe('the words for stored codes', () => {
  it.each(AUDIT_ACTIONS.map((action) => [action]))('names the audit action %s in Arabic', (action) => {
    expect(auditActionLabel(action)).toMatch(ARABIC);
    expect(auditActionLabel(action)).not.toContain(action);
  });

  it.each(SMS_PURPOSES.map((purpose) => [purpose]))('names the SMS purpose %s in Arabic', (purpose) => {
    expect(smsPurposeLabel(purpose)).toMatch(ARABIC);
  });

  it('names each action and purpose differently, and nothing the server does not write', () => {
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(Object.keys(SMS_PURPOSE_LABELS).sort()).toEqual([...SMS_PURPOSES].sort());
    expect(new Set(Object.values(AUDIT_ACTION_LABELS)).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(Object.values(SMS_PURPOSE_LABELS)).size).toBe(SMS_PURPOSES.length);
  });

  it('shows a code it does not know as the code itself', () => {
    expect(auditActionLabel('something.new')).toBe('something.new');
    expect(smsPurposeLabel('otp.someday')).toBe('otp.someday');
    expect(auditActionLabel('toString')).toBe('toString');
  });
});

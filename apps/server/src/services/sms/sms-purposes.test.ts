import { describe, expect, it } from 'vitest';
import { OTP_PURPOSES as CONTRACT_OTP_PURPOSES, SMS_PURPOSES } from '@sarraf/contracts/sms-purposes';
import { OTP_PURPOSES } from '../../lib/otp-policy';

// The SMS writer takes only the contract's purposes (the back office names each); the code purposes
// are also the database's enum, kept here in lib/otp-policy.ts.
describe('the SMS purposes', () => {
  it('list a code SMS for every code purpose the database knows, and no other', () => {
    expect([...CONTRACT_OTP_PURPOSES].sort()).toEqual([...OTP_PURPOSES].sort());
    for (const purpose of OTP_PURPOSES) expect(SMS_PURPOSES).toContain(`otp.${purpose}`);
  });

  it('are each listed once', () => {
    expect(new Set(SMS_PURPOSES).size).toBe(SMS_PURPOSES.length);
  });
});

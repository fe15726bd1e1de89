import { describe, expect, it } from 'vitest';
import { operatorOfMsisdn } from './operator-of-number';

const sabafon = { id: 'sabafon', msisdnPrefixes: ['71'] };
const yemenMobile = { id: 'yemen-mobile', msisdnPrefixes: ['77', '78'] };
const you = { id: 'you', msisdnPrefixes: ['73'] };
const carved = { id: 'carved', msisdnPrefixes: ['775'] };

describe('the operator of a number', () => {
  it('is the operator whose prefix starts the national number', () => {
    const operators = [sabafon, yemenMobile, you];
    expect(operatorOfMsisdn(operators, '967771234567')?.id).toBe('yemen-mobile');
    expect(operatorOfMsisdn(operators, '967781234567')?.id).toBe('yemen-mobile');
    expect(operatorOfMsisdn(operators, '967731234567')?.id).toBe('you');
    expect(operatorOfMsisdn(operators, '967711234567')?.id).toBe('sabafon');
  });

  it('takes the longest matching prefix, whatever the order of the file', () => {
    expect(operatorOfMsisdn([yemenMobile, carved], '967775123456')?.id).toBe('carved');
    expect(operatorOfMsisdn([carved, yemenMobile], '967775123456')?.id).toBe('carved');
    expect(operatorOfMsisdn([carved, yemenMobile], '967776123456')?.id).toBe('yemen-mobile');
  });

  it('serves no number outside every prefix', () => {
    expect(operatorOfMsisdn([sabafon, you], '967771234567')).toBeUndefined();
  });

  it('lets an operator without prefixes serve every number no other claims', () => {
    const everyone = { id: 'default', msisdnPrefixes: [] };
    expect(operatorOfMsisdn([everyone], '967771234567')?.id).toBe('default');
    expect(operatorOfMsisdn([everyone, you], '967731234567')?.id).toBe('you');
    expect(operatorOfMsisdn([you, everyone], '967771234567')?.id).toBe('default');
  });
});

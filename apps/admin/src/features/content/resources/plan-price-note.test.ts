import { describe, expect, it } from 'vitest';
import type { TAdminPlan } from '@sarraf/contracts';
import { planSavedMessage } from './plan-price-note';

const plan: TAdminPlan = {
  id: '00000000-0000-4000-8000-000000000000',
  name: 'الباقة الشهرية',
  description: '',
  name_en: null,
  description_en: null,
  price_minor: 120_000,
  currency: 'YER',
  period: 'monthly',
  free_trial_days: 0,
  grace_days: 3,
  suspension_days: 30,
  max_alerts: 10,
  active: true,
  sort_order: 0,
  operator_id: 'default',
};

describe('the note after a plan is saved', () => {
  it('tells the editor how many subscribers were notified and from when the new price applies to them', () => {
    const note = planSavedMessage({
      ...plan,
      price_change: {
        notified_subscribers: 42,
        withdrawn_changes: 0,
        applies_from: '2025-04-30T21:00:00.000Z',
      },
    });
    expect(note).toContain('42');
    expect(note).toContain('2025');
    expect(note).toContain('للمشتركين الجدد فوراً');
  });

  it('says when nobody is notified, and how many pending changes were withdrawn', () => {
    const note = planSavedMessage({
      ...plan,
      price_change: { notified_subscribers: 0, withdrawn_changes: 3, applies_from: null },
    });
    expect(note).toContain('لا يوجد مشتركون');
    expect(note).toContain('3');
  });

  it('leaves a save that did not change the price to the usual message', () => {
    expect(planSavedMessage(plan)).toBeNull();
  });
});

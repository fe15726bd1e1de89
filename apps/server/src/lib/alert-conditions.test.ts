import { describe, expect, it } from 'vitest';
import { evaluateAlert, type AlertState } from './alert-conditions';

const day = '2026-03-10';
const above = (value: string, armed = true): AlertState => ({
  condition: 'above',
  value,
  armed,
  firedOn: null,
});
const below = (value: string, armed = true): AlertState => ({
  condition: 'below',
  value,
  armed,
  firedOn: null,
});
const seen = (rate: string, reference: string | null = null) => ({ rate, reference, day });

/** Feeds a series of publishes to one alert and returns which ones fired. */
function run(alert: AlertState, series: string[]): boolean[] {
  let state = alert;
  return series.map((rate) => {
    const decision = evaluateAlert(state, seen(rate));
    state = { ...state, armed: decision.armed, firedOn: decision.firedOn };
    return decision.fire;
  });
}

describe('threshold alerts', () => {
  it('fire when the rate equals the threshold', () => {
    expect(evaluateAlert(above('530'), seen('530')).fire).toBe(true);
    expect(evaluateAlert(below('530'), seen('530')).fire).toBe(true);
  });

  it('do not fire a hair short of the threshold', () => {
    expect(evaluateAlert(above('530'), seen('529.999999')).fire).toBe(false);
    expect(evaluateAlert(below('530'), seen('530.000001')).fire).toBe(false);
  });

  it('disarm when they fire', () => {
    expect(evaluateAlert(above('530'), seen('545'))).toEqual({ fire: true, armed: false, firedOn: null });
  });

  it('send one message for a rate hovering at the threshold', () => {
    expect(run(above('530'), ['529', '530', '529.9', '530.1', '529.5', '530', '531'])).toEqual([
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('re-arm only after the rate is back past the threshold by the margin (0.5 %)', () => {
    // 530 × 0.995 = 527.35: 527.35 itself is not below it, 527.34 is.
    expect(run(above('530'), ['530', '527.35', '531', '527.34', '531'])).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
    // 140 × 1.005 = 140.7 for a below alert.
    expect(run(below('140'), ['139', '140.7', '139', '140.71', '140'])).toEqual([
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('never fire while disarmed, and re-arm without firing', () => {
    expect(evaluateAlert(above('530', false), seen('600')).fire).toBe(false);
    expect(evaluateAlert(above('530', false), seen('500'))).toEqual({
      fire: false,
      armed: true,
      firedOn: null,
    });
  });
});

describe('move alerts (percent within a day)', () => {
  const move = (value: string, firedOn: string | null = null): AlertState => ({
    condition: 'move',
    value,
    armed: true,
    firedOn,
  });

  it('fire on a move of exactly N % either way', () => {
    expect(evaluateAlert(move('2'), seen('510', '500'))).toMatchObject({ fire: true, movePercent: '2.00' });
    expect(evaluateAlert(move('2'), seen('490', '500'))).toMatchObject({ fire: true, movePercent: '-2.00' });
  });

  it('do not fire below N %', () => {
    expect(evaluateAlert(move('2'), seen('509.99', '500')).fire).toBe(false);
  });

  it('fire once per day, and again the next day', () => {
    const first = evaluateAlert(move('1'), seen('520', '500'));
    expect(first).toMatchObject({ fire: true, firedOn: day });
    expect(evaluateAlert(move('1', first.firedOn), seen('530', '500')).fire).toBe(false);
    expect(
      evaluateAlert(move('1', first.firedOn), { rate: '530', reference: '500', day: '2026-03-11' }).fire,
    ).toBe(true);
  });

  it('stay silent without a reference rate', () => {
    expect(evaluateAlert(move('1'), seen('520', null)).fire).toBe(false);
  });
});

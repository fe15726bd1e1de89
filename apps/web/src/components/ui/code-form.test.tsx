// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../i18n/ar';
import { useCodeStep } from '../../lib/use-code-step';
import { clockOf, CodeForm } from './code-form';

/** A screen with one code step: a send button before it, the code form during it. */
function Screen({
  onResend,
}: {
  readonly onResend: () => Promise<{ resend_after_s: number; expires_in_s: number }>;
}) {
  const codeStep = useCodeStep({ purposes: ['login'] });
  if (!codeStep.step) {
    return (
      <button
        type="button"
        onClick={() => codeStep.begin('login', '771234567', { resend_after_s: 45, expires_in_s: 300 })}
      >
        send
      </button>
    );
  }
  return (
    <CodeForm
      codeStep={codeStep}
      showSentTo
      busy={false}
      onConfirm={() => codeStep.clear()}
      onResend={onResend}
    />
  );
}

describe('CodeForm with its stored step', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-04T10:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('reads the countdown as a clock', () => {
    expect(clockOf(45)).toBe('0:45');
    expect(clockOf(125)).toBe('2:05');
    expect(clockOf(0)).toBe('0:00');
  });

  it('comes back after a reload with the code field and the countdown where it was', () => {
    const first = render(<Screen onResend={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByText(ar.code.resendIn('0:45'))).toBeTruthy();
    first.unmount();

    // A reload 15 s later: a new mount reads the step back from session storage.
    vi.setSystemTime(new Date('2026-03-04T10:00:15Z'));
    render(<Screen onResend={vi.fn()} />);
    expect(screen.getByLabelText(ar.code.label)).toBeTruthy();
    expect(screen.getByText(ar.code.resendIn('0:30'))).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: ar.code.resend }).disabled).toBe(true);
  });

  it('enables the resend when the countdown ends, and counts again from the new answer', async () => {
    const onResend = vi.fn().mockResolvedValue({ resend_after_s: 120, expires_in_s: 300 });
    render(<Screen onResend={onResend} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    act(() => {
      vi.advanceTimersByTime(46_000);
    });
    expect(screen.queryByText(/يمكنك طلب رمز جديد/)).toBeNull();
    const resend = screen.getByRole<HTMLButtonElement>('button', { name: ar.code.resend });
    expect(resend.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(resend);
      await Promise.resolve();
    });
    expect(onResend).toHaveBeenCalledOnce();
    expect(screen.getByText(ar.code.resendIn('2:00'))).toBeTruthy();
  });

  it('says when the code has expired, and forgets the stored step', () => {
    render(<Screen onResend={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(sessionStorage.length).toBe(1);
    act(() => {
      vi.advanceTimersByTime(300_000);
    });
    expect(screen.getByText(ar.code.expired)).toBeTruthy();
    expect(sessionStorage.length).toBe(0);
  });

  it('forgets the step once the code is confirmed', () => {
    render(<Screen onResend={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'send' }));
    fireEvent.change(screen.getByLabelText(ar.code.label), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: ar.code.confirm }));
    expect(sessionStorage.length).toBe(0);
    expect(screen.getByRole('button', { name: 'send' })).toBeTruthy();
  });
});

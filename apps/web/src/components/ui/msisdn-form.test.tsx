// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../i18n/ar';
import { MsisdnForm } from './msisdn-form';

describe('MsisdnForm', () => {
  afterEach(cleanup);

  it('sends the number typed in Arabic-Indic digits as Latin digits, trimmed', () => {
    const onSend = vi.fn();
    render(<MsisdnForm busy={false} onSend={onSend} />);
    fireEvent.change(screen.getByLabelText(ar.session.msisdnLabel), { target: { value: ' ٧٧١٢٣٤٥٦٧ ' } });
    fireEvent.click(screen.getByRole('button', { name: ar.session.sendCode }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('771234567');
  });

  it('starts with the number it is given, and says what comes next', () => {
    render(
      <MsisdnForm busy={false} initialMsisdn="771234567" intro={ar.session.signInText} onSend={() => {}} />,
    );
    expect(screen.getByLabelText<HTMLInputElement>(ar.session.msisdnLabel).value).toBe('771234567');
    expect(screen.getByText(ar.session.signInText)).toBeTruthy();
  });

  it("shows the server's errors under the field, and waits while sending", () => {
    render(<MsisdnForm busy errors={['رقم غير صالح']} formError="تعذّر الإرسال" onSend={() => {}} />);
    const field = screen.getByLabelText(ar.session.msisdnLabel);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('رقم غير صالح')).toBeTruthy();
    expect(screen.getByText('تعذّر الإرسال')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: ar.session.sending }).disabled).toBe(true);
  });
});

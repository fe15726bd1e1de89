// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ar } from '../../../i18n/ar';
import { formatMoney } from '../../../lib/format';
import { HeldRenewals } from './held-renewals';

afterEach(cleanup);

describe('HeldRenewals', () => {
  it('shows each held report with what the operator said and what was agreed', () => {
    render(
      <HeldRenewals
        reports={[
          {
            id: 7,
            event_id: 'ren-2026-01-08-000193',
            reference: 'OP-CHG-88120931',
            subscription_uuid: '5f0c9d1e-8a5b-4c1e-9a4e-2b1f3c4d5e6f',
            status: 'succeeded',
            amount_minor: 99900,
            currency: 'YER',
            expected_amount_minor: 5000,
            expected_currency: 'YER',
            received_at: '2026-01-08T09:30:00.000Z',
          },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: ar.subscriber.heldCaption });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain(formatMoney(99900, 'YER'));
    expect(row.textContent).toContain(formatMoney(5000, 'YER'));
    expect(within(row).getByText(ar.subscriber.heldSucceeded)).toBeTruthy();
    expect(row.textContent).toContain('OP-CHG-88120931');
    expect(row.textContent).toContain('ren-2026-01-08-000193');
  });

  it('says so when nothing is held', () => {
    render(<HeldRenewals reports={[]} />);
    expect(screen.getByText(ar.subscriber.noHeld)).toBeTruthy();
  });
});

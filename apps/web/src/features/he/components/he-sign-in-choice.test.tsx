// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { routes } from '@sarraf/contracts/api';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../../i18n/ar';
import { installFakeApi } from '../../../lib/fake-api';
import { queryClient } from '../../../lib/query/query-client';
import { HeSignInChoice } from './he-sign-in-choice';

// The portal's calls are answered by each test's `api.answer` (the quiet client takes axios's
// default adapter).
const api = installFakeApi();
const asked = () => api.calls.map((call) => call.url);

const TOKEN = 'tok-123-abcdefghijklmnop';
const PEEK = routes.hePeek.path;
const IDENTIFY = routes.heIdentify.path;
// What a link's author may write: another number, "subscriber".
const HAND_OVER = `/#he=${TOKEN}&m=96777****567&s=1`;

function renderChoice() {
  return render(
    <MemoryRouter>
      <HeSignInChoice>
        <p>SMS form</p>
      </HeSignInChoice>
    </MemoryRouter>,
  );
}

describe('HeSignInChoice after the plain-HTTP hand-over', () => {
  afterEach(() => {
    cleanup();
    queryClient.clear();
    window.history.replaceState(null, '', '/');
    api.calls.length = 0;
    api.answer = () => 'network';
    vi.restoreAllMocks();
  });

  it('says it is recognising the number from the first paint, then offers the number peek answered', async () => {
    api.answer = () => ({
      status: 200,
      data: { data: { msisdn_masked: '96778****111', subscriber: false } },
    });
    window.history.replaceState(null, '', HAND_OVER);
    renderChoice();
    expect(screen.getByTestId('he-hand-over-pending').textContent).toContain(ar.he.checking);
    expect(screen.queryByText('SMS form')).toBeNull();
    const oneTap = await screen.findByRole('button', { name: `${ar.he.continueAs} 96778****111` });
    expect(oneTap).toBeTruthy();
    expect(document.body.textContent).not.toContain('96777****567');
    expect(asked()).toEqual([PEEK]);
  });

  it('falls back to the SMS form with no message when peek refuses the token', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    api.answer = () => ({ status: 422, data: { message: 'x', errors: { he_token: ['انتهت المهلة'] } } });
    window.history.replaceState(null, '', HAND_OVER);
    renderChoice();
    expect(await screen.findByText('SMS form')).toBeTruthy();
    expect(screen.queryByTestId('he-hand-over-pending')).toBeNull();
    expect(screen.queryByText(ar.he.unconfirmed)).toBeNull();
    expect(screen.queryByRole('button', { name: /متابعة كـ/ })).toBeNull();
    expect(document.body.textContent).not.toContain('انتهت المهلة');
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows the SMS form and says the number could not be confirmed when peek got no answer', async () => {
    window.history.replaceState(null, '', HAND_OVER);
    renderChoice();
    expect(await screen.findByText(ar.he.unconfirmed)).toBeTruthy();
    expect(screen.getByText('SMS form')).toBeTruthy();
  });

  it('keeps another number one tap away while it recognises the number', async () => {
    api.answer = () => ({ status: 200, data: { data: { msisdn_masked: '96778****111', subscriber: true } } });
    window.history.replaceState(null, '', HAND_OVER);
    renderChoice();
    screen.getByRole('button', { name: ar.he.otherNumber }).click();
    expect(await screen.findByText('SMS form')).toBeTruthy();
    // Once peek has answered, the one tap is offered back.
    expect(await screen.findByRole('button', { name: ar.he.backToOneTap })).toBeTruthy();
  });

  it('without a hand-over shows the SMS form from the first render and asks identify quietly', async () => {
    api.answer = () => ({ status: 200, data: { data: { identified: false } } });
    renderChoice();
    expect(screen.getByText('SMS form')).toBeTruthy();
    await vi.waitFor(() => expect(asked()).toEqual([IDENTIFY]));
    expect(screen.queryByText(ar.he.unconfirmed)).toBeNull();
  });
});

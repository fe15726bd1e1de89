// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from 'axios';
import { routes } from '@sarraf/contracts/api';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../../i18n/ar';
import { queryClient } from '../../../lib/query/query-client';
import { HeSignInChoice } from './he-sign-in-choice';

// The portal's calls are answered here (the quiet client takes axios's default adapter).
let answer: (url: string | undefined) => { status: number; data: unknown } | 'network' = () => 'network';
const asked: (string | undefined)[] = [];
const adapter: AxiosAdapter = (config) => {
  asked.push(config.url);
  const reply = answer(config.url);
  if (reply === 'network') return Promise.reject(new AxiosError('Network Error', 'ERR_NETWORK', config));
  const response = { ...reply, statusText: '', headers: new AxiosHeaders(), config };
  return reply.status < 300
    ? Promise.resolve(response)
    : Promise.reject(new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, response));
};
axios.defaults.adapter = adapter;

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
    asked.length = 0;
    answer = () => 'network';
    vi.restoreAllMocks();
  });

  it('says it is recognising the number from the first paint, then offers the number peek answered', async () => {
    answer = () => ({ status: 200, data: { data: { msisdn_masked: '96778****111', subscriber: false } } });
    window.history.replaceState(null, '', HAND_OVER);
    renderChoice();
    expect(screen.getByTestId('he-hand-over-pending').textContent).toContain(ar.he.checking);
    expect(screen.queryByText('SMS form')).toBeNull();
    const oneTap = await screen.findByRole('button', { name: `${ar.he.continueAs} 96778****111` });
    expect(oneTap).toBeTruthy();
    expect(document.body.textContent).not.toContain('96777****567');
    expect(asked).toEqual([PEEK]);
  });

  it('falls back to the SMS form with no message when peek refuses the token', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    answer = () => ({ status: 422, data: { message: 'x', errors: { he_token: ['انتهت المهلة'] } } });
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
    answer = () => ({ status: 200, data: { data: { msisdn_masked: '96778****111', subscriber: true } } });
    window.history.replaceState(null, '', HAND_OVER);
    renderChoice();
    screen.getByRole('button', { name: ar.he.otherNumber }).click();
    expect(await screen.findByText('SMS form')).toBeTruthy();
    // Once peek has answered, the one tap is offered back.
    expect(await screen.findByRole('button', { name: ar.he.backToOneTap })).toBeTruthy();
  });

  it('without a hand-over shows the SMS form from the first render and asks identify quietly', async () => {
    answer = () => ({ status: 200, data: { data: { identified: false } } });
    renderChoice();
    expect(screen.getByText('SMS form')).toBeTruthy();
    await vi.waitFor(() => expect(asked).toEqual([IDENTIFY]));
    expect(screen.queryByText(ar.he.unconfirmed)).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ar } from '../../i18n/ar';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  afterEach(cleanup);

  it('announces loading in Arabic while active', () => {
    render(<LoadingOverlay active onActiveChange={() => {}} />);
    expect(screen.getByRole('status', { name: ar.loading.label })).toBeTruthy();
  });

  it('renders nothing while inactive', () => {
    render(<LoadingOverlay active={false} onActiveChange={() => {}} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is cancelled by Escape, setting the flag to false', () => {
    const onActiveChange = vi.fn();
    render(<LoadingOverlay active onActiveChange={onActiveChange} />);
    fireEvent.keyDown(document, { key: 'Enter' });
    expect(onActiveChange).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onActiveChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('is cancelled by a click anywhere on it', () => {
    const onActiveChange = vi.fn();
    render(<LoadingOverlay active onActiveChange={onActiveChange} />);
    fireEvent.click(screen.getByTestId('loading-overlay'));
    expect(onActiveChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('is cancelled once by its cancel button', () => {
    const onActiveChange = vi.fn();
    render(<LoadingOverlay active onActiveChange={onActiveChange} />);
    fireEvent.click(screen.getByRole('button', { name: ar.loading.cancel }));
    expect(onActiveChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('ignores Escape once inactive', () => {
    const onActiveChange = vi.fn();
    const { rerender } = render(<LoadingOverlay active onActiveChange={onActiveChange} />);
    rerender(<LoadingOverlay active={false} onActiveChange={onActiveChange} />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onActiveChange).not.toHaveBeenCalled();
  });
});

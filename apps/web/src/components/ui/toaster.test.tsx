import { act, render, screen } from '@testing-library/react';
import { resetToasts, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast } from '@/hooks/use-toast';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from './toast';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => resetToasts());
});

describe('Toaster', () => {
  it('shows one toast at a time, the newest replacing the last', () => {
    render(<Toaster />);

    act(() => {
      toast({ title: 'Login successful', description: 'Welcome back to the product!' });
    });
    expect(screen.getByText('Login successful')).toBeInTheDocument();

    act(() => {
      toast({ variant: 'destructive', title: 'Logout failed', description: 'Could not log out properly.' });
    });
    expect(screen.getByText('Logout failed')).toBeInTheDocument();
    expect(screen.queryByText('Login successful')).not.toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('uses the toast constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
  });

  it('announces the F8 hotkey on the notifications region', () => {
    render(<Toaster />);

    expect(screen.getByRole('region')).toHaveAttribute('aria-label', expect.stringContaining('F8'));
  });
});

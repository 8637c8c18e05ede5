import { render, screen } from '@testing-library/react';
import { LoadingIndicator } from './loading-indicator';

describe('LoadingIndicator', () => {
  it('announces "Loading..." with a spinner by default', () => {
    render(<LoadingIndicator />);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(screen.getByTestId('spinner')).toBeInTheDocument();
    expect(status).toHaveAttribute('data-size', 'medium');
    expect(status).not.toHaveClass('fixed');
  });

  it('shows a custom message without a spinner when showSpinner is off', () => {
    render(<LoadingIndicator message="Loading bills..." showSpinner={false} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading bills...');
    expect(screen.queryByTestId('spinner')).not.toBeInTheDocument();
  });

  it.each(['small', 'medium', 'large'] as const)('renders the %s size', (size) => {
    render(<LoadingIndicator size={size} />);

    expect(screen.getByRole('status')).toHaveAttribute('data-size', size);
  });

  it('covers the whole screen with the full-screen option', () => {
    render(<LoadingIndicator fullScreen message="Loading experience..." />);

    expect(screen.getByRole('status')).toHaveClass('fixed', 'inset-0');
  });
});

import { screen } from '@testing-library/react';
import { renderWithRouter } from '@/testing/render-with-router';
import { GettingStarted } from './getting-started';

describe('GettingStarted', () => {
  it('guides a new account to the three ways of starting to track', () => {
    renderWithRouter(<GettingStarted />);
    expect(screen.getByRole('heading', { name: 'Start tracking legislation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your first bill' })).toHaveAttribute('href', '/bills');
    expect(screen.getByRole('link', { name: 'Upload a track list' })).toHaveAttribute('href', '/upload-track-list');
    expect(screen.getByRole('link', { name: 'Create tags' })).toHaveAttribute('href', '/tracks');
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { TESTIMONIAL_ROTATION_MS, testimonials } from '../content/landing';
import { TestimonialCarousel } from './testimonial-carousel';

const current = () =>
  screen
    .getAllByRole('group')
    .find((el) => el.getAttribute('aria-roledescription') === 'slide' && el.getAttribute('aria-hidden') === 'false');
const currentName = () => current()?.querySelector('figcaption span')?.textContent;

describe('TestimonialCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has three testimonials, each with id, icon, text, name and title', () => {
    expect(testimonials).toHaveLength(3);
    for (const item of testimonials) {
      expect(item).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          icon: expect.any(String),
          text: expect.any(String),
          name: expect.any(String),
          title: expect.any(String),
        }),
      );
    }
    expect(TESTIMONIAL_ROTATION_MS).toBe(5000);
  });

  it('advances every 5 s and wraps around to the first', () => {
    render(<TestimonialCarousel />);
    expect(currentName()).toBe(testimonials[0]?.name);

    act(() => vi.advanceTimersByTime(4999));
    expect(currentName()).toBe(testimonials[0]?.name);
    act(() => vi.advanceTimersByTime(1));
    expect(currentName()).toBe(testimonials[1]?.name);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentName()).toBe(testimonials[2]?.name);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentName()).toBe(testimonials[0]?.name);
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    render(<TestimonialCarousel />);
    const carousel = screen.getByRole('group', { name: 'Client testimonials' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(15_000));
    expect(currentName()).toBe(testimonials[0]?.name);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentName()).toBe(testimonials[1]?.name);
  });

  it('pauses while keyboard focus is inside', () => {
    render(<TestimonialCarousel />);
    act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentName()).toBe(testimonials[0]?.name);
  });

  it('moves with the previous, next and dot buttons, wrapping both ways', () => {
    render(<TestimonialCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(currentName()).toBe(testimonials[2]?.name);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(currentName()).toBe(testimonials[0]?.name);
    const dot = screen.getByRole('button', { name: `Show testimonial 2: ${testimonials[1]?.name}` });
    fireEvent.click(dot);
    expect(currentName()).toBe(testimonials[1]?.name);
    expect(dot).toHaveAttribute('aria-current', 'true');
  });

  it('can be stopped and started again', () => {
    render(<TestimonialCarousel />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic rotation' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Start automatic rotation' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(currentName()).toBe(testimonials[0]?.name);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic rotation' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Stop automatic rotation' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentName()).toBe(testimonials[1]?.name);
  });
});

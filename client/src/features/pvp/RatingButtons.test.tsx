import { fireEvent, render, screen } from '@testing-library/react';
import { RatingButtons } from './RatingButtons';

describe('RatingButtons', () => {
  it('shows the counts and disables the button of the current rating', () => {
    const onRate = jest.fn();
    render(
      <RatingButtons summary={{ likes: 12, dislikes: 3, userRating: 'LIKE' }} busy={false} onRate={onRate} />,
    );
    expect(screen.getByTestId('likes').textContent).toBe('١٢');
    expect(screen.getByTestId('dislikes').textContent).toBe('٣');
    expect((screen.getByTestId('like') as HTMLButtonElement).disabled).toBe(true);
    const dislike = screen.getByTestId('dislike') as HTMLButtonElement;
    expect(dislike.disabled).toBe(false);
    fireEvent.click(dislike);
    expect(onRate).toHaveBeenCalledWith('DISLIKE');
  });

  it("disables both while this player's request is in flight", () => {
    render(<RatingButtons summary={{ likes: 0, dislikes: 0, userRating: null }} busy onRate={jest.fn()} />);
    expect((screen.getByTestId('like') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('dislike') as HTMLButtonElement).disabled).toBe(true);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getGetGameNewsQueryKey } from '../../api/generated/game-news/game-news';
import type { GameNewsDto } from '../../api/generated/model/gameNewsDto';
import { GameNewsFeed } from './GameNewsFeed';

const newsFactory = (overrides: Partial<GameNewsDto> = {}): GameNewsDto => ({
  id: 1,
  title: 'تحديث',
  content: 'خبر قصير',
  color: 'green',
  isActive: true,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  admin: 'admin',
  ...overrides,
});

function renderWith(news: GameNewsDto[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(getGetGameNewsQueryKey(), news);
  render(
    <QueryClientProvider client={queryClient}>
      <GameNewsFeed />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('GameNewsFeed', () => {
  it('shows each item in its colour, the long one cut at 200 characters until opened', () => {
    const long = `${'أ'.repeat(199)} ${'ث'.repeat(50)}`;
    renderWith([newsFactory({ id: 2, title: 'طويل', content: long, color: 'red' }), newsFactory()]);
    const items = screen.getAllByTestId('news-item');
    expect(items.map((item) => item.dataset.color)).toEqual(['red', 'green']);
    expect(items[0].textContent).not.toContain('ث');
    fireEvent.click(screen.getByRole('button', { name: 'اقرأ المزيد' }));
    expect(items[0].textContent).toContain('ث'.repeat(50));
    expect(screen.getByRole('button', { name: 'عرض أقل' })).toBeTruthy();
    expect(items[1].textContent).toContain('خبر قصير');
  });

  it('renders nothing without news and follows a gameNews:update written to the cache', async () => {
    const queryClient = renderWith([]);
    expect(screen.queryByTestId('game-news')).toBeNull();
    queryClient.setQueryData(getGetGameNewsQueryKey(), [newsFactory({ title: 'خبر عاجل' })]);
    expect(await screen.findByText('خبر عاجل')).toBeTruthy();
  });
});

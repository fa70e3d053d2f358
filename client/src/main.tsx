import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
import '@fontsource/cairo/900.css';
import './styles.css';
import { startTokenRefreshSchedule } from './auth/token-refresh';
import { useRealtime } from './realtime/use-realtime';
import { queryClient, router } from './router';

function App() {
  useRealtime(queryClient);
  return <RouterProvider router={router} />;
}

startTokenRefreshSchedule();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);

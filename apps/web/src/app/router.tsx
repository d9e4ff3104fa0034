import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorFallback } from './routes/ErrorFallback';
import { HomePage } from './routes/HomePage';
import { Layout } from './routes/Layout';
import { NotFoundPage } from './routes/NotFoundPage';
import { PlaceholderPage } from './routes/PlaceholderPage';
import { RequireAuth } from './routes/RequireAuth';

/** The route table of spec 002 §2 (plus 001's /forgot-password, /user/{id} and decisions' /reset-password, /post/{id}). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ErrorFallback />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <PlaceholderPage page="login" /> },
      { path: '/register', element: <PlaceholderPage page="register" /> },
      { path: '/forgot-password', element: <PlaceholderPage page="forgotPassword" /> },
      { path: '/reset-password', element: <PlaceholderPage page="resetPassword" /> },
      { path: '/verify-email', element: <PlaceholderPage page="verifyEmail" /> },
      { path: '/about', element: <PlaceholderPage page="about" /> },
      { path: '/safety', element: <PlaceholderPage page="safety" /> },
      { path: '/support', element: <PlaceholderPage page="support" /> },
      { path: '/terms', element: <PlaceholderPage page="terms" /> },
      { path: '/privacy', element: <PlaceholderPage page="privacy" /> },
      {
        element: <RequireAuth />,
        children: [
          { path: '/dashboard', element: <PlaceholderPage page="dashboard" /> },
          { path: '/profile', element: <PlaceholderPage page="profile" /> },
          { path: '/user/:id', element: <PlaceholderPage page="user" /> },
          { path: '/messages', element: <PlaceholderPage page="messages" /> },
          { path: '/messages/:userId', element: <PlaceholderPage page="messages" /> },
          { path: '/settings', element: <PlaceholderPage page="settings" /> },
          { path: '/subscription', element: <PlaceholderPage page="subscription" /> },
          { path: '/post/:storyId', element: <PlaceholderPage page="post" /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

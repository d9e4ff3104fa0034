import { lazy, Suspense } from 'react';

// The route module stays a few bytes: the app's entry lists each route's files for preloading, so the story's
// page and what it uses load from here, not from the entry's list (the visitor home's budget, decision 0043).
const PostView = lazy(() => import('./PostView'));

/** `/post/:storyId`: the story's own page with its comments (PostView). */
export default function Page() {
  return (
    <Suspense fallback={null}>
      <PostView />
    </Suspense>
  );
}

import { PlaceholderPage } from '../../app/routes/PlaceholderPage';

/** Route module (lazy chunk) for this path; the feature's issue replaces the placeholder. */
export default function Page() {
  return <PlaceholderPage page="post" />;
}

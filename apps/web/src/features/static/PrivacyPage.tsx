import { PolicyPage } from './components/PolicyPage';

export default function PrivacyPage() {
  return <PolicyPage page="privacy" updated />;
}

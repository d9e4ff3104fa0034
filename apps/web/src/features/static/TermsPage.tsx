import { PolicyPage } from './components/PolicyPage';

export default function TermsPage() {
  return <PolicyPage page="terms" updated />;
}

import { PolicyPage } from './components/PolicyPage';

export default function SafetyPage() {
  return <PolicyPage page="safety" />;
}

import { PolicyPage } from './components/PolicyPage';

export default function AboutPage() {
  return <PolicyPage page="about" />;
}

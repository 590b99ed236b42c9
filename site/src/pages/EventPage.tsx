import PendingContentPage from './PendingContentPage';

export default function EventPage() {
  return <PendingContentPage />;
}

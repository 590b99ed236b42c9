import PendingContentPage from './PendingContentPage';

export default function PreConfirmationPage() {
  return <PendingContentPage />;
}

import PendingContentPage from './PendingContentPage';

export default function ConfirmationPage() {
  return <PendingContentPage />;
}

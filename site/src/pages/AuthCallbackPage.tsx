import PendingContentPage from './PendingContentPage';

export default function AuthCallbackPage() {
  return <PendingContentPage />;
}

import { ErrorPage } from './ErrorPage';

/** Any path the route map does not have (shell §8: unknown route → 404). */
export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}

import { NotFoundView } from '@/features/errors/NotFoundView';

export default function LocaleNotFound() {
  return <NotFoundView />;
}

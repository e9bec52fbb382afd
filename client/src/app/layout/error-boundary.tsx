import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** SPEC.md §2: the fallback is left only by reloading the page. */
export function ErrorFallback() {
  const { t } = useTranslation('status');
  return (
    <div role="alert" className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
      <div className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
        <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-100">
          <TriangleAlert className="h-6 w-6 text-red-600" aria-hidden="true" />
        </div>
        <h1 className="text-xl font-semibold text-slate-900">{t('error.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('error.description')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('error.refresh')}
        </Button>
      </div>
    </div>
  );
}

type Props = { children: ReactNode; fallback?: ReactNode };
type State = { hasError: boolean };

export class ErrorBoundary extends Component<Props, State> {
  state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected rendering error', error, info.componentStack);
  }

  render() {
    if (this.state.hasError) return this.props.fallback ?? <ErrorFallback />;
    return this.props.children;
  }
}

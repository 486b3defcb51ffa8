/** Renders one resolved page: a module page through its descriptor, a module home, a fixed page, or "not available". */
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense } from 'react';
import { isHomePage } from '../../state/routes.model';
import { modulePage } from '../module-pages';
import { Pending } from '../Pending';
import { ModuleHome } from '../pages/ModuleHome';
import { PageUnavailable } from '../pages/PageUnavailable';
import { pageTitle, type ResolvedPage } from './resolve-page';

function PageBody({ page }: { page: ResolvedPage }) {
  useSignals();
  if (page.kind === 'fixed') {
    const Fixed = page.route.page;
    return <Fixed path={page.path} />;
  }
  const Page = modulePage(page.entry.node.component);
  if (Page) return <Page path={page.path} menuId={page.entry.node.meta.menuid} />;
  if (isHomePage(page.entry)) return <ModuleHome module={page.module} />;
  return <PageUnavailable title={pageTitle(page)} component={page.entry.node.component} />;
}

export function PageHost({ page, active }: { page: ResolvedPage; active: boolean }) {
  // Only the visible page carries data-ht="page"; pages kept alive behind other tabs are "page-cached".
  return (
    <section data-ht={active ? 'page' : 'page-cached'} data-route={page.path} aria-hidden={active ? undefined : true}>
      <Suspense fallback={<Pending />}>
        <PageBody page={page} />
      </Suspense>
    </section>
  );
}

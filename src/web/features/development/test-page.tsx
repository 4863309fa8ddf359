import { Trans } from '@lingui/react/macro';

/** /test (development only): a page with nothing on it but text, to check the frame renders. */
export function TestPage() {
  return (
    <section className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">
        <Trans>Test page</Trans>
      </h1>
      <p className="text-slate-700">
        <Trans>This page is static text. If you can read it, routing and the page frame work.</Trans>
      </p>
    </section>
  );
}

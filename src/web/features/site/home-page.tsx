export function HomePage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20">
      <h1 className="text-4xl font-bold tracking-tight">CultureLens</h1>
      <p className="mt-4 text-lg text-slate-700">
        Anonymous workplace-culture assessments for organisations. People answer short agree/disagree
        statements; leaders see domain scores, heat maps and a priority roadmap — only where at least six
        people answered, so no one can be singled out.
      </p>
    </section>
  );
}

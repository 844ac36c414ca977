/** A centred heading and one or more lead paragraphs (a product page's introduction). */
export function IntroBlock({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <div className="mx-auto max-w-3xl">
      <h2 className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-6 text-lg text-slate-600">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

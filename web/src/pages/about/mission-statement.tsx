import { about } from '@ferrum/shared/content/company';

/** The mission: the statement set large, the story beside it. */
export function MissionStatement() {
  const { mission } = about;
  return (
    <section id="mission" aria-labelledby="mission-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div>
          <h2 id="mission-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {mission.title}
          </h2>
          <p className="mt-6 border-l-4 border-brand-600 pl-5 text-xl font-medium text-pretty text-slate-800 sm:text-2xl">
            {mission.statement}
          </p>
        </div>
        <div className="space-y-5 text-lg text-slate-600">
          {mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  );
}

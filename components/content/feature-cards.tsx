import type { ReactNode } from "react";

export interface Feature {
  icon: ReactNode;
  title: string;
  text: string;
}

/** The feature blocks of the courier, partner and landing pages. */
export function FeatureCards({ title, features, id }: { title: string; features: readonly Feature[]; id: string }) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {features.map((f) => (
          <li key={f.title} className="rounded-3xl bg-brand-50 p-6">
            <span className="grid size-12 place-items-center rounded-2xl bg-white text-brand-700 shadow-sm">{f.icon}</span>
            <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
            <p className="mt-2 text-sm leading-6 text-gray-700">{f.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

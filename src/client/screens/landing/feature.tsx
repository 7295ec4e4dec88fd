import type { ReactNode } from 'react';

export function Feature({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <article className="card landing__feature">
      <span className="landing__feature-icon" aria-hidden="true">
        {icon}
      </span>
      <h2>{title}</h2>
      <p className="muted">{children}</p>
    </article>
  );
}

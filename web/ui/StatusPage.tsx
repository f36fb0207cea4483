import type { ReactNode } from 'react';
import './StatusPage.css';

interface StatusPageProps {
  heading: ReactNode;
  children?: ReactNode;
  /** buttons or links offered as the way on */
  actions?: ReactNode;
  image?: { url: string; alt: string };
  /** standalone pages have no layout around them and centre themselves on the screen */
  standalone?: boolean;
  /** what a standalone page shows under its box in place of the site footer it lacks */
  footer?: ReactNode;
}

/** A page that reports a state (not found, error, maintenance) rather than showing shop content. */
export function StatusPage({ heading, children, actions, image, standalone = false, footer }: StatusPageProps) {
  const page = (
    <section className="status-page">
      {image && <img className="status-page__image" src={image.url} alt={image.alt} />}
      <h1 className="status-page__heading">{heading}</h1>
      {children}
      {actions && <div className="status-page__actions">{actions}</div>}
    </section>
  );
  if (!standalone) return page;
  return (
    <div className="status-page__screen">
      <main>{page}</main>
      {footer && <footer className="status-page__footer">{footer}</footer>}
    </div>
  );
}

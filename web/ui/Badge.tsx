import './Badge.css';

/** Colour families of a badge (§9). */
export type BadgeTone = 'error' | 'warning' | 'success' | 'primary' | 'dark-success';

/** A short status label on a coloured chip. */
export function Badge({ label, tone }: { label: string; tone: BadgeTone }) {
  return (
    <span className={`badge badge--${tone}`} data-tone={tone}>
      {label}
    </span>
  );
}

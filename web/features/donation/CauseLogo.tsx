import type { KeptCause } from './sdk/local-keep';

/**
 * A cause's logo, or its initials on a tile when it has none. Decorative (alt ''): the cause's
 * name is always written next to it.
 */
export function CauseLogo({ cause }: { cause: Pick<KeptCause, 'name' | 'logoUrl'> }) {
  if (cause.logoUrl) return <img className="cause-logo" src={cause.logoUrl} alt="" width={48} height={48} loading="lazy" />;
  const initials = cause.name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span className="cause-logo cause-logo--initials" aria-hidden="true">
      {initials}
    </span>
  );
}

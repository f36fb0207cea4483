import { cardBadges } from '../../../core/catalogue';
import type { Variant } from '../../../core/entities/catalogue';
import { Badge } from '../../ui/Badge';

/** A variant's badges (at most two, in §9 order; Deal when its sku is in `deals`); nothing when it has none. */
export function BadgeList({ variant, deals, className }: { variant: Variant; deals?: ReadonlySet<string>; className: string }) {
  const badges = cardBadges(variant, deals);
  if (badges.length === 0) return null;
  return (
    <ul className={className} aria-label="Badges">
      {badges.map((badge) => (
        <li key={badge.key}>
          <Badge label={badge.label} tone={badge.tone} />
        </li>
      ))}
    </ul>
  );
}

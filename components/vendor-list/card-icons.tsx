import { ClockIcon } from "@/components/ui/icons/clock";
import { PinIcon } from "@/components/ui/icons/map-pin";
import { ScooterIcon } from "@/components/ui/icons/motorbike";
import { StarIcon } from "@/components/ui/icons/star";

// The stores page shows 30-odd vendor cards with the same four icons each. Drawn inline they were ~60 KB of its HTML
// and as much again of its RSC payload (issue 14: the largest public page served at under half a static page's rate,
// and hydrated the slowest). The page draws each once in a hidden sprite and every card refers to it with `<use>`.
const ICONS = { star: <StarIcon />, pin: <PinIcon />, clock: <ClockIcon />, scooter: <ScooterIcon /> };

export type CardIconName = keyof typeof ICONS;

const idOf = (name: CardIconName) => `vendor-card-${name}`;

/** The symbols the cards refer to: once per page that shows vendor cards (StoresView), before the first card. */
export function CardIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute">
      {(Object.keys(ICONS) as CardIconName[]).map((name) => (
        <symbol key={name} id={idOf(name)} viewBox="0 0 24 24">
          {ICONS[name]}
        </symbol>
      ))}
    </svg>
  );
}

/** A card icon drawn from the page's sprite; colour and size come from the class, as with the inline icons. */
export function CardIcon({ name, className }: { name: CardIconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" className={className}>
      <use href={`#${idOf(name)}`} />
    </svg>
  );
}

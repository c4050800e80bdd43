import { regionName } from '@/lib/catalogue/region';
import type { BusinessCard } from '@/lib/cards/rules';
import type { Locale } from '@/lib/i18n/locales';
import { qrPath } from '@/lib/cards/qr';
import styles from './cards.module.css';

/** An e-card as people see it: name, title, company and the ways to reach its owner. */
export function CardView({
  card,
  locale,
  headingLevel = 2,
}: {
  card: BusinessCard;
  locale: Locale;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.card} aria-labelledby={`card-${card.id}`}>
      <Heading id={`card-${card.id}`} className={styles.name} dir="auto">
        {card.fullName}
      </Heading>
      {card.jobTitle && (
        <p className={styles.muted} dir="auto">
          {card.jobTitle}
        </p>
      )}
      {card.companyName && (
        <p className={styles.company} dir="auto">
          {card.companyName}
        </p>
      )}
      <ul className={styles.contacts}>
        {card.email && (
          <li>
            <a href={`mailto:${card.email}`} dir="ltr">
              {card.email}
            </a>
          </li>
        )}
        {card.mobile && (
          <li>
            <a href={`tel:${card.mobile.replace(/[^+0-9]/g, '')}`} dir="ltr">
              {card.mobile}
            </a>
          </li>
        )}
        {card.countryCode && <li>{regionName(card.countryCode, locale)}</li>}
        {card.website && (
          <li>
            <a href={card.website} rel="nofollow noopener noreferrer" dir="ltr">
              {card.website.replace(/^https?:\/\//i, '')}
            </a>
          </li>
        )}
      </ul>
    </article>
  );
}

/** The QR code of a card's link, drawn as one SVG path (lib/cards/qr.ts), named for screen readers. */
export function CardQr({ link, label }: { link: string; label: string }) {
  const { size, path } = qrPath(link);
  const quiet = 4; // the quiet zone a scanner needs, in modules
  return (
    <svg
      className={styles.qr}
      viewBox={`${-quiet} ${-quiet} ${size + 2 * quiet} ${size + 2 * quiet}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect x={-quiet} y={-quiet} width={size + 2 * quiet} height={size + 2 * quiet} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

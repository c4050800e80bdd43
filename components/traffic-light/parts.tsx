import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { regionName } from '@/lib/catalogue/region';
import { ALERT_GOODS, ALERT_PLACES, type Level } from '@/lib/traffic-light/rules';
import type { Alert } from '@/lib/traffic-light/service';
import styles from './traffic-light.module.css';

type Translate = Awaited<ReturnType<typeof getTranslations<'trafficLight'>>>;

/** A signal: a shape in its colour (circle, triangle, square) and its words, never the colour alone. */
export function SignalLight({ level, label }: { level: Level; label: string }) {
  return (
    <span className={`${styles.light} ${styles[level]}`} data-level={level}>
      <span className={styles.lamp} aria-hidden="true" />
      {label}
    </span>
  );
}

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((item) => item === value);

/** An alert's title and text, its parameters (a place, goods) read from the messages. */
export function alertText(t: Translate, alert: Alert): { title: string; body: string } {
  const place = oneOf(ALERT_PLACES, alert.params.place);
  const goods = oneOf(ALERT_GOODS, alert.params.goods);
  const values = { place: place ? t(`place.${place}`) : '', goods: goods ? t(`goods.${goods}`) : '' };
  return { title: t(`alert.${alert.kind}.title`, values), body: t(`alert.${alert.kind}.body`, values) };
}

/** The alerts as a list of articles: level, title, market, period and text. */
export async function AlertList({
  alerts,
  locale,
  showMarket,
  headingLevel,
}: {
  alerts: readonly Alert[];
  locale: Locale;
  showMarket: boolean;
  /** The alerts' headings: 2 on a page of alerts, 3 in a section. */
  headingLevel: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = await getTranslations({ locale, namespace: 'trafficLight' });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ul className={styles.alerts}>
      {alerts.map((alert) => {
        const text = alertText(t, alert);
        return (
          <li key={alert.id}>
            <article className={styles.alert} data-level={alert.level} aria-labelledby={`alert-${alert.id}`}>
              <SignalLight level={alert.level} label={t(`level.${alert.level}`)} />
              <Heading id={`alert-${alert.id}`}>{text.title}</Heading>
              {showMarket && <p>{t('alertMarket', { market: regionName(alert.countryCode, locale) })}</p>}
              <p className={styles.muted}>
                {t('alertPeriod', {
                  start: date.format(new Date(alert.startsAt)),
                  end: date.format(new Date(alert.endsAt)),
                })}
              </p>
              <p>{text.body}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

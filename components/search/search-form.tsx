'use client';

import { useTranslations } from 'next-intl';
import { useId, type FormEvent } from 'react';
import { useSite } from '@/components/shell/site-context';
import { searchPath } from '@/lib/links/search';
import { navigateToSearch } from '@/lib/links/navigate';
import { KEYWORD_MAX } from '@/lib/search/keyword';
import { useHref } from '@/components/app/routes';
import styles from './search-form.module.css';

type Props = {
  kind?: 'product' | 'supplier';
  defaultKeyword?: string;
  variant: 'header' | 'headerMobile' | 'page';
  label?: string;
};

/**
 * A plain GET form to the site's search page (works without JavaScript); with JavaScript, spec §2's
 * rule applies: the same URL reloads, another adds a history entry, and exhibitionId carries over.
 */
export function SearchForm({ kind = 'product', defaultKeyword = '', variant, label }: Props) {
  const t = useTranslations('search');
  const site = useSite();
  const inputId = useId();
  const link = useHref();
  const action = link(kind === 'product' ? 'searchProduct' : 'searchSupplier', {}, { site });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    navigateToSearch(searchPath(link, kind, { keyword, currentUrl: window.location.href }, site));
  }

  return (
    <form
      role="search"
      aria-label={label ?? t('searchLabel')}
      action={action}
      method="get"
      onSubmit={onSubmit}
      className={styles[variant]}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t('keywordLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        name="keyword"
        defaultValue={defaultKeyword}
        maxLength={KEYWORD_MAX} // spec §9: 200 characters
        placeholder={t('placeholder')}
        enterKeyHint="search"
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {t('submit')}
      </button>
    </form>
  );
}

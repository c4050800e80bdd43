'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ACCOUNT_LIMITS } from '@/lib/accounts/rules';
import { flattenTags, searchTags, type TagOption } from '@/lib/auth/tags';
import { gateway } from '@/lib/gateway/endpoints';
import { Field } from '@/components/ui/field';
import styles from './account.module.css';

type Props = { value: TagOption[]; onChange: (tags: TagOption[]) => void };

/** spec §5 tag search: input 200 characters, 10 suggestions, 10 tags, fuzzy and case-insensitive. */
export function TagPicker({ value, onChange }: Props) {
  const t = useTranslations('account');
  const [keyword, setKeyword] = useState('');
  const [tooMany, setTooMany] = useState(false);
  const tree = useQuery({
    queryKey: ['cateAndTag'],
    queryFn: () => gateway.cateAndTag(undefined, { toast: false }),
    staleTime: 900_000,
  });
  const options = useMemo(() => flattenTags(tree.data ?? []), [tree.data]);
  const chosen = value.map((tag) => tag.code);
  const suggestions = searchTags(options, keyword, chosen);
  const searched = keyword.trim() !== '' && tree.isSuccess;

  const choose = (tag: TagOption) => {
    if (value.length >= ACCOUNT_LIMITS.tagsMax) {
      setTooMany(true);
      return;
    }
    onChange([...value, tag]);
    setKeyword('');
  };
  const remove = (code: string) => {
    setTooMany(false);
    onChange(value.filter((tag) => tag.code !== code));
  };

  return (
    <div className={styles.tags}>
      <Field label={t('tags')} error={tooMany ? t('tagsChooseMost', { max: ACCOUNT_LIMITS.tagsMax }) : undefined}>
        {(control) => (
          <>
            {value.length > 0 && (
              <ul className={styles.chips} aria-label={t('chosenTags')}>
                {value.map((tag) => (
                  <li key={tag.code}>
                    {tag.name}
                    <button
                      type="button"
                      aria-label={t('removeTag', { name: tag.name })}
                      onClick={() => remove(tag.code)}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <input
              {...control}
              type="search"
              value={keyword}
              maxLength={ACCOUNT_LIMITS.tagSearchMax}
              placeholder={t('tagSearch')}
              onChange={(event) => setKeyword(event.target.value.slice(0, ACCOUNT_LIMITS.tagSearchMax))}
            />
          </>
        )}
      </Field>
      {searched && suggestions.length === 0 && (
        <p className={styles.hint} role="status">
          {t('tagsEmpty', { keyword: keyword.trim() })}
        </p>
      )}
      {suggestions.length > 0 && (
        <ul className={styles.suggestions} aria-label={t('tagSuggestions')}>
          {suggestions.map((tag) => (
            <li key={tag.code}>
              <button type="button" onClick={() => choose(tag)}>
                {tag.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

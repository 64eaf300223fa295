'use client';

import type { ArticleCard } from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ArticleGrid } from '@/components/article/article-grid';
import { Section } from '@/components/ui/section';
import { memberCall } from '@/lib/member/client';
import { useAuth } from '../auth/auth-provider';

/**
 * "For you" on the home page, for a member only, fetched after load (the page is the same for
 * everyone). It sits below the rest of the page, so its arrival moves nothing the reader sees.
 */
export function ForYou() {
  const t = useTranslations('home');
  const locale = useLocale() as 'vi' | 'en';
  const { isAuth, user } = useAuth();
  const [articles, setArticles] = useState<ArticleCard[] | null>(null);
  const memberId = isAuth ? (user?._id ?? null) : null;

  useEffect(() => {
    setArticles(null);
    if (!memberId) return;
    let live = true;
    void memberCall<ArticleCard[]>('v2/for-you-article', { query: { language: locale }, locale }).then(
      (res) => {
        if (live && res.errorCode === 200) setArticles(res.data);
      },
    );
    return () => {
      live = false;
    };
  }, [memberId, locale]);

  if (!articles || articles.length === 0) return null;
  return (
    <Section id="for-you" title={t('forYou')}>
      <ArticleGrid articles={articles} />
    </Section>
  );
}

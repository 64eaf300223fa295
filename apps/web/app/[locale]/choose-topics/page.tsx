import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthPage, accountMetadata } from '@/components/auth/auth-page';
import { TopicPicker } from '@/components/member/topic-picker';
import { getTopics } from '@/lib/data/media';
import { type LocaleParams, metadataLocale, resolveLocale } from '@/lib/locale-params';

export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await metadataLocale(params);
  return accountMetadata((await getTranslations('auth'))('topicsTitle'));
}

// /choose-topics – after a first social login (the same for everyone: member state is client-side)
export default async function ChooseTopicsPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const topics = await getTopics(locale);
  return (
    // the picker brings its heading: the step's
    <AuthPage>
      <TopicPicker topics={topics.map(({ _id, slug, name }) => ({ _id, slug, name }))} />
    </AuthPage>
  );
}

import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AuthProvider } from '@/components/auth/auth-provider';
import { AfterLoad } from '@/components/layout/after-load';
import { AlternateProvider } from '@/components/layout/alternate-context';
import { HashScroll } from '@/components/layout/hash-scroll';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { AudioPlayer } from '@/components/media/player/audio-player';
import { MemberProvider } from '@/components/member/member-provider';
import { BannerProvider } from '@/components/ui/banner/banner-provider';
import { ModalProvider } from '@/components/ui/modal/modal-provider';
import { SnackbarProvider } from '@/components/ui/snackbar/snackbar-provider';
import { routing } from '@/i18n/routing';
import { env } from '@/lib/env';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

const SHELL_KEYS = [
  'loginLink',
  'account',
  'changePassword',
  'createPassword',
  'profileLink',
  'moderationLink',
  'eventDeskLink',
  'surveyResultsLink',
  'writerPitchesLink',
  'logout',
  'unverifiedTitle',
  'unverifiedText',
  'resend',
  'resent',
  'somethingWrong',
  'welcome',
  'welcomeText',
] as const;

/** The browser's toolbar colour: the accent of globals.css and the web manifest. */
export const viewport: Viewport = { themeColor: '#a4161a' };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : 'vi',
    namespace: 'site',
  });
  return {
    metadataBase: new URL(env.PUBLIC_URL),
    title: { default: t('name'), template: `%s · ${t('name')}` },
    description: t('tagline'),
    openGraph: { siteName: t('name'), locale: locale === 'en' ? 'en_US' : 'vi_VN' },
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('site');
  const messages = await getMessages();
  const ta = await getTranslations('auth');
  const tSeo = await getTranslations('seo');
  const tUi = await getTranslations('ui');
  const tSurvey = await getTranslations('survey');
  // the few account words every page's client islands need; account pages add the rest
  const shell = Object.fromEntries(SHELL_KEYS.map((key) => [key, messages.auth[key]]));
  return (
    <html lang={locale}>
      <body>
        {/* Only the copy client components need travels to the browser. */}
        <NextIntlClientProvider messages={{ error: messages.error, auth: shell, member: messages.member }}>
          <SnackbarProvider
            closeLabel={ta('close')}
            label={ta('notifications')}
            notSent={{
              title: tUi('notSentTitle'),
              offline: tUi('notSentOffline'),
              updated: tUi('notSentUpdated'),
              failed: tUi('notSentFailed'),
            }}
          >
            <AuthProvider>
              <ModalProvider closeLabel={tUi('close')}>
                <MemberProvider>
                  <BannerProvider>
                    <AlternateProvider>
                      <a href="#main" className="skip-link">
                        {t('skipToContent')}
                      </a>
                      <SiteHeader locale={locale} />
                      <main id="main">{children}</main>
                      <SiteFooter />
                      {/* the docked podcast player: mounted once, it keeps playing across client-side navigation */}
                      <AudioPlayer />
                      <HashScroll />
                      {/* page tracking, the one-time notices and the survey invitation, after the page */}
                      <AfterLoad
                        locale={locale}
                        noTranslation={{ title: tSeo('noTranslationTitle'), text: tSeo('noTranslationText') }}
                        surveyInvite={{
                          title: tSurvey('inviteTitle'),
                          take: tSurvey('inviteTake'),
                          later: tSurvey('inviteLater'),
                        }}
                      />
                    </AlternateProvider>
                  </BannerProvider>
                </MemberProvider>
              </ModalProvider>
            </AuthProvider>
          </SnackbarProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

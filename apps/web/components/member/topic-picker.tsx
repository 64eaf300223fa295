'use client';

import { type OnboardingDone, type TopicRef, WELCOME_SNACKBAR_MS } from '@magazine/contracts';
import { useRouter as useNextRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from '@/i18n/navigation';
import { onboardingExit, safeRedirect, withRedirect } from '@/lib/auth/redirect-target';
import { deleteCookie, readCookie } from '@/lib/dom/browser-storage';
import { memberCall } from '@/lib/member/client';
import {
  forgetKeptChoice,
  type KeptChoice,
  keepChoice,
  type Mails,
  mayChoose,
  ONBOARDING_STEPS,
  type OnboardingStep,
  readKeptChoice,
  restoredChoice,
  topicsStillNeeded,
} from '@/lib/member/onboarding';
import { publicPath } from '@/lib/routing/public-path';
import styles from '../auth/auth.module.css';
import { useAuth } from '../auth/auth-provider';
import { MailsStep, TopicsStep } from '../auth/onboarding-steps';
import { useModal } from '../ui/modal/modal-provider';
import { useSnackbar } from '../ui/snackbar/snackbar-provider';
import { FollowLimitNotice } from './member-prompts';
import { useMember } from './member-provider';

/**
 * Onboarding after registration or a first social login: the welcome naming the member shows for
 * 2500 ms (SPEC §2); step 1 asks for at least 3 topics (the button says how many more, SPEC §5),
 * step 2 for the mails; the choice is saved at the end and the topics become follows. Skipping
 * is allowed (the SPEC only forbids continuing with fewer than 3 topics). An unverified member
 * meets the out-of-follows notice where a follow button would show it (SPEC §4).
 */
export function TopicPicker({ topics }: { topics: TopicRef[] }) {
  const t = useTranslations('auth');
  const tm = useTranslations('member');
  const locale = useLocale() as 'vi' | 'en';
  const auth = useAuth();
  const router = useRouter();
  const snackbar = useSnackbar();
  const modal = useModal();
  const { known, loaded, want, learnFollows } = useMember();
  const welcomed = useRef(false);
  const [chosen, setChosen] = useState<string[]>([]);
  // the topics followed before this page: chosen from the start, and unfollowed if left out
  const [followedBefore, setFollowedBefore] = useState<string[] | null>(null);
  const [step, setStep] = useState<OnboardingStep>('topics');
  // the mails start as the member chose at registration (the newsletter box there), until changed
  const [mailsChanged, setMails] = useState<Mails | null>(null);
  const mails = mailsChanged ?? { weeklyNewsletter: auth.user?.isSubcribe ?? false, suggestions: false };
  const [saving, setSaving] = useState(false);
  // where the onboarding ends: the page the reader registered or logged in from (`?redirect=`,
  // read once the page runs: the page itself is the same for everyone), else home
  const [exit, setExit] = useState(() => safeRedirect(undefined, locale));
  useEffect(() => {
    setExit(onboardingExit(window.location.search, locale));
  }, [locale]);
  const exitRouter = useNextRouter();

  // the choice is saved as the member's follows: someone signed out logs in first, and comes back.
  // Back from that login the page still holds the state from before it until the session call
  // (which the auth provider asks again) answers: the session's answer decides, not that.
  // A session that ends here (a logout in another tab, decision 0059) takes the member to the login
  // too, and what they had chosen goes with them, as when the save is refused (below).
  const { finishedLogin, isAuth, settled } = auth;
  const choiceNow = useRef<KeptChoice | null>(null);
  const keptBySave = useRef(false);
  // a choice changed after a refused save is newer than the one that save kept
  // biome-ignore lint/correctness/useExhaustiveDependencies: the choice is the trigger
  useEffect(() => {
    keptBySave.current = false;
  }, [chosen, mailsChanged, step]);
  /** What the member has chosen, as it is kept through a login (the mails once they were shown). */
  const choiceOf = (userId: string, withMails: boolean): KeptChoice => ({
    userId,
    savedAt: Date.now(),
    topicIds: chosen,
    followedThen: followedBefore ?? [],
    mails: withMails ? mails : null,
  });
  useEffect(() => {
    if (auth.user && followedBefore !== null) choiceNow.current = choiceOf(auth.user._id, step === 'mails');
  });
  useEffect(() => {
    if (!finishedLogin || isAuth) return;
    let gone = false;
    void Promise.resolve()
      .then(settled)
      .then((signedIn) => {
        if (gone || signedIn) return;
        if (choiceNow.current && !keptBySave.current)
          keepChoice({ ...choiceNow.current, savedAt: Date.now() });
        // the way out is read here, not from state: this can run before the state has it
        const out = onboardingExit(window.location.search, locale);
        const here = withRedirect(publicPath('/choose-topics', locale), out, locale);
        router.replace({ pathname: '/login', query: { redirect: here } });
      });
    return () => {
      gone = true;
    };
  }, [finishedLogin, isAuth, settled, locale, router]);

  useEffect(() => {
    if (welcomed.current || !auth.user || readCookie('firstLogin') !== 'true') return;
    welcomed.current = true;
    deleteCookie('firstLogin');
    snackbar.show({
      type: 'success',
      title: t('welcome', { name: auth.user.name }),
      content: t('welcomeText'),
      ttl: WELCOME_SNACKBAR_MS,
      placement: 'top-center',
    });
  }, [auth.user, snackbar, t]);

  // which topics the member follows already, and how many follows are left (unverified)
  useEffect(() => {
    for (const topic of topics) want('topic', topic._id);
  }, [topics, want]);

  // once the follows of these topics are known (each has an answer: `loaded` may be left over from
  // the page before), the topics already followed start chosen (they count towards 3)
  useEffect(() => {
    const following = known.following.topic;
    if (followedBefore !== null || !auth.isAuth || !topics.every((topic) => topic._id in following)) return;
    const followed = topics.filter((topic) => following[topic._id]).map((topic) => topic._id);
    setFollowedBefore(followed);
    // back from logging in again (the session ended as they finished): their choice, at the mails
    const kept = auth.user
      ? readKeptChoice(
          topics.map((topic) => topic._id),
          auth.user._id,
        )
      : null;
    if (kept) {
      const again = restoredChoice(kept, followed);
      setChosen(again);
      if (kept.mails) setMails(kept.mails);
      if (topicsStillNeeded(again.length) === 0) setStep('mails');
      return;
    }
    setChosen((current) => [...new Set([...followed, ...current])]);
  }, [followedBefore, auth.isAuth, auth.user, topics, known.following.topic]);

  const showLimit = () => modal.show({ title: tm('limitTitle'), body: <FollowLimitNotice /> });
  const toggle = (id: string) => {
    if (chosen.includes(id)) setChosen(chosen.filter((x) => x !== id));
    else if (mayChoose(id, chosen, known.following.topic, known.followsLeft)) setChosen([...chosen, id]);
    else showLimit();
  };

  const finish = async (withMails: boolean) => {
    setSaving(true);
    // a topic followed before and left out here is no longer wanted: unfollowed by the same call,
    // so a failed one leaves every follow as it was
    const leftOut = (followedBefore ?? []).filter((id) => !chosen.includes(id));
    const res = await memberCall<OnboardingDone>('v2/member/onboarding', {
      method: 'POST',
      body: { topicIds: chosen, unfollowTopicIds: leftOut, ...(withMails ? mails : {}) },
      locale,
    });
    setSaving(false);
    if (res.errorCode === 200) {
      forgetKeptChoice();
      learnFollows(
        'topic',
        Object.fromEntries([
          ...leftOut.map((id) => [id, false]),
          ...res.data.notFollowed.map((id) => [id, false]),
          ...res.data.topicIds.map((id) => [id, true]),
        ]),
        res.data.followsLeft,
      );
      snackbar.show({ type: 'success', title: t('onboardingDone'), ttl: 3000 });
      exitRouter.push(exit);
      // some topics could not be followed before the email is verified: the notice says so
      if (res.data.notFollowed.length > 0) showLimit();
      return;
    }
    // the session ended meanwhile: the page goes to the login and back, and the choice with it
    if (res.errorCode === 401 && auth.user) {
      keptBySave.current = true;
      keepChoice(choiceOf(auth.user._id, withMails));
    }
    // what was chosen stays; the member can try again
    snackbar.show({
      type: 'error',
      title: t('onboardingFailed'),
      content: res.errorCode === 401 ? t('onboardingLogin') : t('onboardingRetry'),
      ttl: 6000,
    });
  };

  const index = ONBOARDING_STEPS.indexOf(step);
  return (
    <>
      {/* the screen's heading is the step's */}
      <h1 id="account-title" className={styles.title}>
        {step === 'topics' ? t('topicsTitle') : t('mailsTitle')}
      </h1>
      <p className={styles.lead}>{step === 'topics' ? t('topicsLead') : t('mailsLead')}</p>
      <ol className={styles.steps} aria-label={t('stepsLabel')}>
        {ONBOARDING_STEPS.map((name, i) => (
          <li key={name} aria-current={name === step ? 'step' : undefined} data-done={i < index || undefined}>
            <span className={styles.stepNumber}>{i + 1}</span> {t(`step_${name}`)}
          </li>
        ))}
      </ol>
      {step === 'topics' ? (
        <TopicsStep
          topics={topics}
          chosen={chosen}
          loaded={loaded}
          onToggle={toggle}
          onContinue={() => setStep('mails')}
          exit={exit}
        />
      ) : (
        <MailsStep
          mails={mails}
          saving={saving}
          onMails={setMails}
          onFinish={finish}
          onBack={() => setStep('topics')}
        />
      )}
    </>
  );
}

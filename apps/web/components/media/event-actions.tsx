'use client';

import {
  type Envelope,
  type ErrorCode,
  type EventLiveState,
  type EventTicketType,
  type EventVoteOption,
  type Locale,
  messageFor,
} from '@magazine/contracts';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { ResendVerificationButton } from '@/components/auth/resend-verification';
import memberStyles from '@/components/member/member.module.css';
import { LoginPrompt } from '@/components/member/member-prompts';
import { useModal } from '@/components/ui/modal/modal-provider';
import { useSnackbar } from '@/components/ui/snackbar/snackbar-provider';
import { refusalText } from '@/lib/api-client/refusal';
import { memberCall } from '@/lib/member/client';
import type { EventAction, EventPanelProps } from './event-live';
import { EventTicketsPanel } from './event-tickets-panel';
import { EventVotePanel } from './event-vote-panel';

type Props = { editionId: string; tickets: EventTicketType[]; voteOptions: EventVoteOption[] };

/**
 * An event's tickets and vote (the page itself is the same for everyone and cached): stock, the
 * count and the reader's own reservations and vote arrive after load, in one call shared by both
 * panels. Verified members reserve (paid at the gate) and vote; a visitor is asked to log in
 * first, and nothing chosen is lost.
 */
export function EventActions({ editionId, tickets, voteOptions }: Props) {
  const tMember = useTranslations('member');
  const locale = useLocale() as Locale;
  const auth = useAuth();
  const modal = useModal();
  const snackbar = useSnackbar();
  const [live, setLive] = useState<EventLiveState | null>(null);
  // each read takes a number, and an action's answer a new one: a read answered after a newer read
  // began, or after an action was answered (the state loaded on login, still on its way when the
  // reader cancels), would show what was true before, so it is dropped
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const asked = ++latest.current;
    const res = await memberCall<EventLiveState>(`v2/event-edition/${editionId}/state`, {
      query: { language: locale },
      locale,
    });
    if (res.errorCode === 200 && asked === latest.current) setLive(res.data);
  }, [editionId, locale]);

  // again when the reader logs in or out: their reservations and vote come with the state
  const signedIn = auth.isAuth;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of login must load the state again
  useEffect(() => {
    void reload();
  }, [reload, signedIn]);

  const askLogin = (action: EventAction) =>
    modal.show({
      title: tMember('loginTitle'),
      body: <LoginPrompt action={action} path={`${window.location.pathname}#${action}`} />,
    });

  const refused = (res: Envelope<unknown>, action: EventAction): string | null => {
    if (res.errorCode === 200) return null;
    if (res.errorCode === 401) askLogin(action);
    else if (res.message === 'EMAIL_NOT_VERIFIED_FOR_EVENT')
      modal.show({
        title: messageFor('EMAIL_NOT_VERIFIED_FOR_EVENT', locale),
        body: <ResendVerificationButton className={memberStyles.primary} onSent={() => modal.hide()} />,
      });
    else return refusalText(res, locale, tMember('failed'));
    return null;
  };

  const act = async (path: string, action: EventAction, success: ErrorCode, body?: unknown) => {
    const res = await memberCall<EventLiveState>(`v2/event-edition/${editionId}/${path}`, {
      method: 'POST',
      body,
      query: { language: locale },
      locale,
    });
    if (res.errorCode === 200) {
      latest.current++;
      setLive(res.data);
      snackbar.show({ type: 'success', title: messageFor(success, locale), ttl: 5000 });
      return;
    }
    const refusal = refused(res, action);
    if (refusal !== null) snackbar.show({ type: 'error', title: refusal, ttl: 6000 });
    // what the page shows may be out of date (a reservation checked in at the gate meanwhile)
    void reload();
  };

  const panel: EventPanelProps = { editionId, live, reload, askLogin, refused, act };
  return (
    <>
      {tickets.length > 0 && <EventTicketsPanel {...panel} tickets={tickets} />}
      {voteOptions.length > 0 && <EventVotePanel {...panel} voteOptions={voteOptions} />}
    </>
  );
}

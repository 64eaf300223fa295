import type { Locale } from '@magazine/contracts';
import { layout, type MailContent } from './layout';

// The event's mail: the tickets a member reserved, with their code.

export type ReservationFacts = {
  name: string;
  event: string;
  when: string;
  where: string;
  ticket: string;
  quantity: number;
  total: string;
  code: string;
  url: string;
  /** the member's tickets tab, where the code is also a QR symbol to scan */
  ticketsUrl: string;
};

export function ticketsReservedMail(locale: Locale, r: ReservationFacts): MailContent {
  return locale === 'vi'
    ? layout(locale, {
        subject: `Vé của bạn: ${r.event} (mã ${r.code})`,
        greeting: `Chào ${r.name},`,
        paragraphs: [
          `Bạn đã giữ ${r.quantity} × ${r.ticket} cho ${r.event}.`,
          `Mã đặt vé: ${r.code}. Vui lòng đưa mã này tại cổng và thanh toán ${r.total} khi nhận vé.`,
          `Thời gian: ${r.when}. Địa điểm: ${r.where}.`,
        ],
        button: { label: 'Xem sự kiện và vé của bạn', url: r.url },
        footer: 'Bạn có thể huỷ đặt vé trên trang sự kiện cho đến khi sự kiện kết thúc.',
        footerLinks: [{ label: 'Vé của tôi (có mã QR để quét tại cổng)', url: r.ticketsUrl }],
      })
    : layout(locale, {
        subject: `Your tickets: ${r.event} (code ${r.code})`,
        greeting: `Hello ${r.name},`,
        paragraphs: [
          `You reserved ${r.quantity} × ${r.ticket} for ${r.event}.`,
          `Reservation code: ${r.code}. Show it at the gate and pay ${r.total} when you collect your tickets.`,
          `When: ${r.when}. Where: ${r.where}.`,
        ],
        button: { label: 'See the event and your tickets', url: r.url },
        footer: 'You can cancel the reservation on the event page until the event ends.',
        footerLinks: [{ label: 'My tickets (with a QR code to scan at the gate)', url: r.ticketsUrl }],
      });
}

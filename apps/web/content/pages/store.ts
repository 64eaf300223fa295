import type { BilingualPage } from './types';

export const storePage: BilingualPage = {
  vi: {
    title: 'Cửa hàng',
    description: 'Cửa hàng trực tuyến của Tạp Chí chưa mở.',
    sections: [
      {
        paragraphs: [
          'Hiện Tạp Chí không bán sản phẩm nào trên trang này. Khi cửa hàng mở, nó sẽ nằm tại đúng địa chỉ này, và chúng tôi sẽ không bao giờ yêu cầu bạn thanh toán qua một trang khác tự nhận là cửa hàng của Tạp Chí.',
          'Vé sự kiện được đặt trên trang của từng sự kiện và thanh toán tại cổng vào.',
        ],
      },
    ],
  },
  en: {
    title: 'Store',
    description: 'The Tạp Chí online store is not open.',
    sections: [
      {
        paragraphs: [
          'Tạp Chí does not sell anything on this site today. When the store opens it will live at this address, and we will never ask you to pay through another site claiming to be the Tạp Chí store.',
          'Event tickets are reserved on each event’s own page and paid at the gate.',
        ],
      },
    ],
  },
};

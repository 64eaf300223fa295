import type { Bilingual } from './types';

export const AUTHOR_ROLES: Record<'editor' | 'writer', Bilingual> = {
  editor: { vi: 'biên tập viên', en: 'an editor' },
  writer: { vi: 'cây bút', en: 'a writer' },
};

/** Second sentences of a bio; `{city}` is the author's home city. */
export const BIO_EXTRAS: Bilingual[] = [
  {
    vi: 'Từng có nhiều năm làm phóng viên ở {city} trước khi về với tạp chí.',
    en: 'Spent several years as a reporter in {city} before joining the magazine.',
  },
  {
    vi: 'Thích những chuyến đi dài ngày và những cuộc trò chuyện không kịch bản.',
    en: 'Loves long trips and unscripted conversations.',
  },
  {
    vi: 'Tin rằng những câu chuyện hay nhất thường nằm trong các con hẻm nhỏ.',
    en: 'Believes the best stories are usually found in small alleys.',
  },
  {
    vi: 'Ngoài giờ viết, dành phần lớn thời gian cho sách cũ và cà phê sữa đá.',
    en: 'Outside work, spends most of the time on second-hand books and iced milk coffee.',
  },
  {
    vi: 'Lớn lên ở {city} và vẫn về đó mỗi dịp Tết.',
    en: 'Grew up in {city} and still goes back every Tet.',
  },
  {
    vi: 'Từng theo học ngành báo chí và làm biên tập cho nhiều ấn phẩm.',
    en: 'Studied journalism and has edited a number of publications.',
  },
];

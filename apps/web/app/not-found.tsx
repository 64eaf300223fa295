import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Không tìm thấy trang · Page not found' };

/** For URLs outside app/[locale] (unknown assets, /_next, …): a bilingual 404. */
export default function RootNotFound() {
  return (
    <html lang="vi">
      <body>
        <main className="not-found">
          <h1>Không tìm thấy trang</h1>
          <p>Trang bạn tìm không tồn tại hoặc đã được chuyển đi.</p>
          <p>
            <a href="/">Về trang chủ</a>
          </p>
          <h2 lang="en">Page not found</h2>
          <p lang="en">The page you are looking for does not exist or has moved.</p>
          <p lang="en">
            <a href="/en">Back to the homepage</a>
          </p>
        </main>
      </body>
    </html>
  );
}

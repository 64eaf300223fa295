import type { MetadataRoute } from 'next';

/** The web app manifest (`/manifest.webmanifest`); colours from globals.css. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Tạp Chí',
    short_name: 'Tạp Chí',
    description: 'Tạp chí song ngữ Việt–Anh về văn hoá, ẩm thực, nghề nghiệp và lối sống',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'vi',
    background_color: '#fffdf8',
    theme_color: '#a4161a',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
}

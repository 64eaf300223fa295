// `npm run validate:amp [URL…]`: runs the official AMP validator (amphtml-validator) over AMP
// pages of a running site. The validator downloads its rules (validator_wasm.js) from the AMP
// CDN, so this needs the network; the test suites check the required markup without it.
//
// Without arguments it validates the AMP page of the newest article in each language of the site
// at PUBLIC_URL (default http://127.0.0.1:3000), asking the API at API_URL for their slugs.
// AMP_VALIDATOR_JS may name a local copy of validator_wasm.js instead of the CDN's.
import amphtmlValidator from 'amphtml-validator';

const publicUrl = (process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const apiUrl = (process.env.API_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');

async function defaultUrls() {
  const urls = [];
  for (const language of ['vi', 'en']) {
    const res = await fetch(`${apiUrl}/v2/latest-article?language=${language}&limit=1`);
    const slug = (await res.json()).data?.docs?.[0]?.slug;
    if (slug) urls.push(`${publicUrl}${language === 'en' ? '/en' : ''}/amp/${slug}`);
  }
  if (urls.length === 0) throw new Error(`no article found through ${apiUrl}`);
  return urls;
}

let urls = process.argv.slice(2);
if (urls.length === 0) {
  try {
    urls = await defaultUrls();
  } catch (error) {
    console.error(
      `Could not find articles to validate (is the site running? API_URL=${apiUrl}): ${error.message}`,
    );
    process.exit(2);
  }
}
let validator;
try {
  validator = await amphtmlValidator.getInstance(process.env.AMP_VALIDATOR_JS);
} catch (error) {
  console.error(`Could not load the AMP validator rules (this needs the network): ${error.message}`);
  process.exit(2);
}
let failed = 0;
for (const url of urls) {
  const res = await fetch(url);
  if (!res.ok) {
    console.error(`${url}: HTTP ${res.status}`);
    failed++;
    continue;
  }
  const result = validator.validateString(await res.text());
  console.log(`${url}: ${result.status}`);
  for (const error of result.errors) {
    const log = error.severity === 'ERROR' ? console.error : console.warn;
    log(
      `  line ${error.line}, col ${error.col}: ${error.message}${error.specUrl ? ` (${error.specUrl})` : ''}`,
    );
  }
  if (result.status !== 'PASS') failed++;
}
console.log(`${urls.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

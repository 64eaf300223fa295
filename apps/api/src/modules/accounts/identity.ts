import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  checkIdentity,
  DEFAULT_TIMEZONE,
  hasIdentity,
  IDENTITY_IMAGE_MAX_BYTES,
  type IdentityCardInput,
  isoDayIn,
} from '@magazine/contracts';
import sharp from 'sharp';
import { AppError, type FieldProblem, validationError } from '../../lib/app-error';

const DOMAIN_CODES = new Set(['INVALID_AGE', 'INVALID_BIRTHDAY', 'INVALID_DATE_OF_ISSUE']);
const FORMATS = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

export type CheckedImage = { bytes: Buffer; extension: string };
export type CheckedIdentity = {
  fullname: string;
  dob: string;
  identityNumber: string;
  identityDate: string;
  identityPlace: string;
  front: CheckedImage | null;
  back: CheckedImage | null;
};

/** Decodes an image for real (the header is not trusted): JPEG, PNG or WebP up to 5 MB. */
async function checkImage(
  field: string,
  value: string | undefined,
): Promise<CheckedImage | FieldProblem | null> {
  if (!value) return null;
  const base64 = value.replace(/^data:[\w/+.-]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return { field, code: 'IDENTITY_IMAGE_INVALID' };
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > IDENTITY_IMAGE_MAX_BYTES) return { field, code: 'IDENTITY_IMAGE_TOO_LARGE' };
  try {
    // NOTE: 25 megapixels is far more than a photographed card needs, and bounds the decoding work
    const image = sharp(bytes, { limitInputPixels: 25_000_000 });
    const meta = await image.metadata();
    const extension = meta.format && FORMATS[meta.format as keyof typeof FORMATS];
    if (!extension) return { field, code: 'IDENTITY_IMAGE_INVALID' };
    await image.stats(); // decodes every pixel: a truncated or forged file fails here
    return { bytes, extension };
  } catch {
    return { field, code: 'IDENTITY_IMAGE_INVALID' };
  }
}

/**
 * The optional identity information of a registration: null when none was given, otherwise
 * all of it checked. Missing fields or a malformed number or image are a 400 naming the
 * fields; a refused birthday, age or issue date is a 422 with that code (SPEC §8).
 */
export async function checkIdentityCard(
  input: IdentityCardInput | undefined,
  now: Date = new Date(),
): Promise<CheckedIdentity | null> {
  if (!input || (!hasIdentity(input) && !input.identityCardFront && !input.identityCardBack)) return null;
  const problems: FieldProblem[] = checkIdentity(input, isoDayIn(DEFAULT_TIMEZONE, now)).map((p) => ({
    field: `identityCard.${p.field}`,
    code: p.code,
  }));
  const front = await checkImage('identityCard.identityCardFront', input.identityCardFront);
  const back = await checkImage('identityCard.identityCardBack', input.identityCardBack);
  for (const image of [front, back]) if (image && 'code' in image) problems.push(image);

  const formProblems = problems.filter((p) => !DOMAIN_CODES.has(p.code));
  if (formProblems.length > 0) throw validationError(problems);
  const [first] = problems;
  if (first) throw new AppError(first.code as 'INVALID_AGE', { fields: problems });
  return {
    fullname: input.fullname?.trim() ?? '',
    dob: input.dob?.trim() ?? '',
    // a passport's letter as printed: c1234567 and C1234567 are one passport
    identityNumber: input.identityNumber?.trim().toUpperCase() ?? '',
    identityDate: input.identityDate?.trim() ?? '',
    identityPlace: input.identityPlace?.trim() ?? '',
    front: front && 'bytes' in front ? front : null,
    back: back && 'bytes' in back ? back : null,
  };
}

/**
 * Writes the card images under DATA_DIR/private/identity (never served by any route) with
 * random names; answers the names and a function that removes them again.
 */
export async function storeIdentityImages(
  dir: string,
  identity: CheckedIdentity,
): Promise<{ front: string | null; back: string | null; remove: () => Promise<void> }> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const save = async (image: CheckedImage | null) => {
    if (!image) return null;
    const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
    await writeFile(join(dir, name), image.bytes, { mode: 0o600 });
    return name;
  };
  const front = await save(identity.front);
  const back = await save(identity.back);
  return {
    front,
    back,
    remove: () => removeIdentityImages(dir, { frontImage: front, backImage: back }),
  };
}

/** Deletes the card images of a removed identity row. */
export async function removeIdentityImages(
  dir: string,
  row: { frontImage: string | null; backImage: string | null } | undefined,
): Promise<void> {
  if (!row) return;
  const names = [row.frontImage, row.backImage].filter((n): n is string => !!n);
  await Promise.all(names.map((name) => rm(join(dir, name), { force: true })));
}

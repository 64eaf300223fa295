// The authorization matrix's kinds of route and how each is checked
// (authorization-matrix.test.ts says which routes are of which kind, and how to call each).
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestMember } from '../helpers/members';

export const ROLES = ['member', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type RouteKey = `${Method} /${string}`;

/** A request as anyone would send it; `send` adds the caller's token headers. */
export type Call = {
  url: string;
  payload?: Record<string, unknown> | Buffer;
  headers?: Record<string, string>;
};

/** A member route that acts only on the caller's own rows: the token says whose. */
export type OwnData = {
  kind: 'own-data';
  /** puts in what the call acts on for `owner` (an article they saved…) and answers the call */
  scene: (owner: TestMember) => Promise<Call>;
  /** the callers have no password, like a social account that has not made one */
  withoutPassword?: true;
  /** a POST that only reads */
  readOnly?: true;
  ok?: number[];
};

/** A member route on one resource, named in the URL, that belongs to a member. */
export type Owned = {
  kind: 'owned';
  /** inserts a resource of `owner`; answers its id */
  create: (owner: TestMember) => Promise<string>;
  /** the resource as stored, with what hangs on it */
  state: (id: string) => Promise<unknown>;
  call: (id: string) => Call;
  /** what its author gets, and what anyone else gets (another member, an editor, an admin) */
  owner: number[];
  others: number[];
};

export type StaffScene = {
  call: Call;
  /** the member the call is about: they are the one who tries it as a plain member */
  subject?: TestMember;
  /** what the call changes */
  state?: () => Promise<unknown>;
};

/** A route of the staff scope. */
export type Staff = {
  kind: 'staff';
  /** editor and admin unless told */
  roles?: readonly Exclude<Role, 'member'>[];
  /** new rows for each caller (a comment to approve, a member to ban…) and the call */
  scene: () => Promise<StaffScene>;
  ok?: number[];
};

export type Recipe = OwnData | Owned | Staff;

export const accessOf = (recipe: Recipe) => (recipe.kind === 'staff' ? 'staff' : 'member');

type Answer = { status: number; body: string };
/** The envelope's message of each refusal this matrix expects. */
const REFUSALS: Record<number, string> = { 401: 'INVALID_TOKEN', 403: 'FORBIDDEN' };

async function send(
  app: FastifyInstance,
  method: Method,
  call: Call,
  caller: TestMember | null,
): Promise<Answer> {
  const res = await app.inject({
    method,
    url: call.url,
    headers: { ...call.headers, ...caller?.headers },
    payload: call.payload,
  });
  return { status: res.statusCode, body: res.body };
}

function expectAnswer(what: string, answer: Answer, statuses: readonly number[]) {
  expect(statuses, `${what} → ${answer.status} ${answer.body.slice(0, 300)}`).toContain(answer.status);
  const refusal = REFUSALS[answer.status];
  if (refusal) expect((JSON.parse(answer.body) as { message?: unknown }).message, what).toBe(refusal);
}

/** A refused call leaves the state as it was; an accepted one shows in it (else the check proves nothing). */
function expectEffect(what: string, answer: Answer, before: unknown, after: unknown) {
  if (answer.status >= 400) expect(after, `${what}: refused, yet the rows changed`).toEqual(before);
  else expect(after, `${what}: accepted, yet the recipe's state did not change`).not.toEqual(before);
}

/** What the checks need from the test: the app, a new caller of a role, and a member's rows. */
export type MatrixContext = {
  app: FastifyInstance;
  newCaller: (role: Role, withPassword: boolean) => Promise<TestMember>;
  rowsOf: (userId: string) => Promise<unknown>;
};

/** The checks of one route, by the kind of its recipe (see the test's header). */
export function matrixOf({ app, newCaller, rowsOf }: MatrixContext) {
  async function ownDataMatrix(key: string, method: Method, recipe: OwnData) {
    const ok = recipe.ok ?? [200];
    const withPassword = !recipe.withoutPassword;
    const owner = await newCaller('member', withPassword);
    const call = await recipe.scene(owner);
    const before = await rowsOf(owner.id);

    expectAnswer(`${key} as a visitor`, await send(app, method, call, null), [401]);
    expect(await rowsOf(owner.id), `${key} as a visitor changed the owner's rows`).toEqual(before);
    // the same request from someone else acts on their own rows, never on the owner's
    for (const role of ROLES) {
      const other = await newCaller(role, withPassword);
      expectAnswer(`${key} as another ${role}`, await send(app, method, call, other), ok);
      expect(await rowsOf(owner.id), `${key} as another ${role} changed the owner's rows`).toEqual(before);
    }
    // staff are members too on these routes: each acts on their own data
    for (const role of ROLES) {
      const self = role === 'member' ? owner : await newCaller(role, withPassword);
      const mine = role === 'member' ? call : await recipe.scene(self);
      const was = await rowsOf(self.id);
      expectAnswer(`${key} as the owner (${role})`, await send(app, method, mine, self), ok);
      if (method !== 'GET' && !recipe.readOnly) {
        expect(await rowsOf(self.id), `${key} as the owner (${role}) changed none of their rows`).not.toEqual(
          was,
        );
      }
    }
  }

  async function ownedMatrix(key: string, method: Method, recipe: Owned) {
    const author = await newCaller('member', false);
    const check = async (who: string, caller: TestMember | null, id: string, statuses: number[]) => {
      const before = await recipe.state(id);
      const answer = await send(app, method, recipe.call(id), caller);
      expectAnswer(`${key} as ${who}`, answer, statuses);
      expectEffect(`${key} as ${who}`, answer, before, await recipe.state(id));
    };

    await check('a visitor', null, await recipe.create(author), [401]);
    for (const role of ROLES) {
      await check(
        `another ${role}`,
        await newCaller(role, false),
        await recipe.create(author),
        recipe.others,
      );
    }
    for (const role of ROLES) {
      const self = role === 'member' ? author : await newCaller(role, false);
      await check(`its author (${role})`, self, await recipe.create(self), recipe.owner);
    }
  }

  async function staffMatrix(key: string, method: Method, recipe: Staff) {
    const allowed: readonly Role[] = recipe.roles ?? ['editor', 'admin'];
    for (const who of ['a visitor', ...ROLES] as const) {
      const scene = await recipe.scene();
      let caller: TestMember | null = null;
      if (who === 'member') caller = scene.subject ?? (await newCaller('member', false));
      else if (who !== 'a visitor') caller = await newCaller(who, false);
      let statuses = [403];
      if (who === 'a visitor') statuses = [401];
      else if (allowed.includes(who)) statuses = recipe.ok ?? [200];

      const what = `${key} as ${who === 'member' && scene.subject ? 'the member concerned' : who}`;
      const before = await scene.state?.();
      const answer = await send(app, method, scene.call, caller);
      expectAnswer(what, answer, statuses);
      if (scene.state) expectEffect(what, answer, before, await scene.state());
    }
  }

  return (key: string, method: Method, recipe: Recipe) => {
    if (recipe.kind === 'own-data') return ownDataMatrix(key, method, recipe);
    if (recipe.kind === 'owned') return ownedMatrix(key, method, recipe);
    return staffMatrix(key, method, recipe);
  };
}

/** Member and staff routes of the table without a recipe, recipes of no such route, and routes in another scope. */
export function recipeCoverage(app: FastifyInstance, recipes: Record<string, Recipe>) {
  const guarded = app
    .routeTable()
    .filter((r) => r.method !== 'HEAD' && (r.access === 'member' || r.access === 'staff'));
  const keys = new Set(guarded.map((r) => `${r.method} ${r.url}`));
  return {
    missing: [...keys].filter((key) => !recipes[key]),
    stale: Object.keys(recipes).filter((key) => !keys.has(key)),
    misplaced: guarded
      .filter((r) => {
        const recipe = recipes[`${r.method} ${r.url}`];
        return recipe && accessOf(recipe) !== r.access;
      })
      .map((r) => `${r.method} ${r.url} is ${r.access}`),
  };
}

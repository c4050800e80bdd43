import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { CaptchaChallenge, CaptchaPayload } from '@/lib/captcha/rules';

/** Does the work a browser does for a public form: counts up to the challenge's number (lib/captcha). */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<CaptchaPayload> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solved');
  return { challenge, solution };
}

type Requester = {
  get(url: string): Promise<{ ok(): boolean; json(): Promise<unknown> }>;
};

/** A challenge from the served API, solved: what a signed-out sender's envelope carries as `captcha`. */
export async function servedCaptcha(request: Requester): Promise<CaptchaPayload> {
  const response = await request.get('/api/main/captcha/v1/challenge.json');
  if (!response.ok()) throw new Error('captcha challenge refused');
  const body = (await response.json()) as { data: CaptchaChallenge };
  return solveCaptcha(body.data);
}

/** The same through Node's fetch, for tests that keep no cookie jar. */
export async function fetchedCaptcha(origin: string): Promise<CaptchaPayload> {
  const response = await fetch(`${origin}/api/main/captcha/v1/challenge.json`);
  if (!response.ok) throw new Error('captcha challenge refused');
  const body = (await response.json()) as { data: CaptchaChallenge };
  return solveCaptcha(body.data);
}

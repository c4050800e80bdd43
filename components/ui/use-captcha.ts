'use client';

import { useCallback, useRef } from 'react';
import type { CaptchaPayload } from '@/lib/captcha/rules';
import { gateway } from '@/lib/gateway/endpoints';
import { isGatewayError } from '@/lib/gateway/errors';

/** A prepared solution is used only while its challenge has this much life left. */
const FRESH_FOR_MS = 60_000;

/**
 * Fetches a challenge and solves it in the page (WebCrypto SHA-256, yielding to the page as it goes).
 * The solver is loaded on first use, so it costs no first-load JavaScript. Without a solution (no
 * WebCrypto, a network failure) the form is sent without one and the server's translated refusal shows.
 */
export async function solveCaptcha(): Promise<CaptchaPayload | undefined> {
  try {
    const [challenge, { solveChallenge }, { deriveKey }] = await Promise.all([
      gateway.captchaChallenge({}, { toast: false }),
      import('altcha-lib'),
      import('altcha-lib/algorithms/web/sha'),
    ]);
    const timeout = challenge.parameters.expiresAt * 1000 - Date.now() - FRESH_FOR_MS;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: Math.max(1_000, timeout) });
    return solution ? { challenge, solution } : undefined;
  } catch {
    return undefined;
  }
}

function fresh(payload: CaptchaPayload | undefined): boolean {
  return !!payload && payload.challenge.parameters.expiresAt * 1000 - Date.now() > FRESH_FOR_MS;
}

/**
 * The proof of work a signed-out sender's public form needs (docs/decisions/0166). `prepare` starts it
 * when the visitor begins the form (its first focus), so it is done by the time they send; `send` hands
 * each submission a solution of its own and, when the server refuses the solution (expired, or spent by
 * an attempt whose answer was lost), sends once more with new work. Signed in, nothing is computed.
 */
export function useCaptcha(needed: boolean) {
  const next = useRef<Promise<CaptchaPayload | undefined> | null>(null);
  const prepare = useCallback(() => {
    if (needed) next.current ??= solveCaptcha();
  }, [needed]);
  const send = useCallback(
    async <T>(submit: (captcha: CaptchaPayload | undefined) => Promise<T>): Promise<T> => {
      if (!needed) return submit(undefined);
      const prepared = await (next.current ?? solveCaptcha());
      next.current = null;
      try {
        return await submit(fresh(prepared) ? prepared : await solveCaptcha());
      } catch (error) {
        if (!isGatewayError(error) || !error.refused.includes('captcha')) throw error;
        return submit(await solveCaptcha());
      }
    },
    [needed],
  );
  return { prepare, send };
}

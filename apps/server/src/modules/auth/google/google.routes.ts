import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routes, type GoogleCallbackError } from '@toeic-ace/contract';
import { AppError } from '../../../errors';
import { route } from '../../../http/route';
import type { AuthService } from '../auth.service';
import { createGoogleClient, isGoogleConfigured } from './google-client';
import { createGoogleService } from './google.service';
import {
  TRANSACTION_COOKIE,
  cookieOptions,
  decodeTransaction,
  encodeTransaction,
} from './transaction-cookie';

/** A failure of a known kind: where the browser is sent, and what goes to the log. */
class CallbackFailure extends Error {
  constructor(
    readonly error: GoogleCallbackError,
    message: string,
  ) {
    super(message);
  }
}

/**
 * GET /api/auth/google starts the OpenID Connect flow; GET /api/auth/google/callback finishes it
 * and always sends the browser on to the web app's /auth/callback, with our tokens or an error.
 */
const googleRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  const { config } = app;
  const configured = isGoogleConfigured(config.google);
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  const client = createGoogleClient(config.google, redirectUri);
  const google = createGoogleService({ db: app.db, clock: app.clock, auth });
  const secure = config.publicUrl.startsWith('https://');

  const toWebApp = (reply: FastifyReply, params: Record<string, string>) =>
    reply
      .clearCookie(TRANSACTION_COOKIE, cookieOptions(secure))
      .header('cache-control', 'no-store')
      .redirect(`${config.publicUrl}/auth/callback?${new URLSearchParams(params)}`);

  route(app, routes.auth.googleStart, async (request, reply) => {
    if (!configured) {
      throw new AppError(404, 'GOOGLE_NOT_CONFIGURED', 'Google sign-in is not configured');
    }
    try {
      const { url, transaction } = await client.start();
      return reply
        .setCookie(
          TRANSACTION_COOKIE,
          encodeTransaction(transaction, app.clock()),
          cookieOptions(secure),
        )
        .header('cache-control', 'no-store')
        .redirect(url.href);
    } catch (err) {
      // Provider unreachable (discovery failed): the web app tells the user to try again.
      request.log.warn({ err }, 'Google sign-in could not start');
      return toWebApp(reply, { error: 'google_auth_failed' });
    }
  });

  route(
    app,
    routes.auth.googleCallback,
    { config: { rateLimit: app.rateLimitPolicy.auth } },
    async (request, reply) => {
      try {
        const { userId, tokens, outcome } = await finishSignIn(request);
        request.log.info({ userId, outcome }, 'Google sign-in');
        return toWebApp(reply, {
          access_token: tokens.accessToken,
          refresh_token: tokens.refreshToken,
          user_id: userId,
        });
      } catch (err) {
        if (err instanceof CallbackFailure) {
          request.log.warn({ reason: err.error, detail: err.message }, 'Google sign-in refused');
          return toWebApp(reply, { error: err.error });
        }
        request.log.error({ err }, 'Google sign-in failed');
        return toWebApp(reply, { error: 'callback_failed' });
      }
    },
  );

  async function finishSignIn(request: FastifyRequest) {
    const query = request.query as Record<string, unknown>;
    if (query.error !== undefined) {
      throw new CallbackFailure('google_auth_failed', `provider answered ${String(query.error)}`);
    }
    const raw = request.cookies[TRANSACTION_COOKIE];
    const signed = raw ? request.unsignCookie(raw) : null;
    const transaction =
      signed?.valid && signed.value ? decodeTransaction(signed.value, app.clock()) : null;
    if (!configured || !transaction) {
      throw new CallbackFailure('callback_failed', 'missing, tampered or expired cookie');
    }
    if (typeof query.state !== 'string' || query.state !== transaction.state) {
      throw new CallbackFailure('callback_failed', 'state mismatch');
    }
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    const profile = await client.finish(search, transaction).catch((err: unknown) => {
      throw new CallbackFailure('google_auth_failed', `code exchange failed: ${String(err)}`);
    });
    return google.signIn(profile);
  }
};

export default googleRoutes;

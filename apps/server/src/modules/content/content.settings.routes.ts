/** The console's settings routes (docs/admin.md, "Content and settings"; content.settings.ts). */
import { homeSettings, moderationSettings, siteSettingsBody, siteSettingsForm } from '@kaifong/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { actorOf, adminOnly } from '../../lib/admin.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { API, security, tags } from './content.http.ts'
import { homeForm, moderationForm, saveHome, saveModeration, saveSite, siteForm } from './content.settings.ts'

/** GET/PUT /admin/api/settings/site, moderation and home (right `settings`). */
export const settingsRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  adminOnly(ctx, 'settings', async (app) => {
    app.get(
      `${API}/settings/site`,
      { schema: { tags, security, response: { 200: envelopeOf(siteSettingsForm) } } },
      async () => ok(await siteForm(ctx)),
    )
    app.put(
      `${API}/settings/site`,
      { schema: { tags, security, body: siteSettingsBody, response: { 200: envelopeOf(siteSettingsForm) } } },
      async (request) => ok(await saveSite(ctx, actorOf(request), request.body), t(request.lang, 'success')),
    )
    app.get(
      `${API}/settings/moderation`,
      { schema: { tags, security, response: { 200: envelopeOf(moderationSettings) } } },
      async () => ok(await moderationForm(ctx)),
    )
    app.put(
      `${API}/settings/moderation`,
      {
        schema: {
          tags,
          security,
          body: moderationSettings,
          response: { 200: envelopeOf(moderationSettings) },
        },
      },
      async (request) =>
        ok(await saveModeration(ctx, actorOf(request), request.body), t(request.lang, 'success')),
    )
    app.get(
      `${API}/settings/home`,
      { schema: { tags, security, response: { 200: envelopeOf(homeSettings) } } },
      async () => ok(await homeForm(ctx)),
    )
    app.put(
      `${API}/settings/home`,
      { schema: { tags, security, body: homeSettings, response: { 200: envelopeOf(homeSettings) } } },
      async (request) => ok(await saveHome(ctx, actorOf(request), request.body), t(request.lang, 'success')),
    )
  })

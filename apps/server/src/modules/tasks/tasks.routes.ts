/** Tasks (/buyer/members/task) and the invitation page's data (/buyer/members/invite). */
import { invitationInfo, taskAction, taskItem } from '@kaifong/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { memberOf, membersOnly } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { t } from '../../lib/messages.ts'
import { presentInvitation } from './tasks.present.ts'
import { actOnVideo, invitation, listTasks } from './tasks.service.ts'

const tags = ['tasks']
const security = [{ accessToken: [] }]

export const tasksRoutes = (ctx: AppContext): FastifyPluginAsyncZod =>
  membersOnly(ctx, async (app) => {
    app.get(
      '/buyer/members/task',
      {
        schema: { tags, security, response: { 200: envelopeOf(z.array(taskItem)) } },
      },
      async (request) => ok(await listTasks(ctx, memberOf(request).id)),
    )

    app.post(
      '/buyer/members/task',
      {
        schema: {
          tags,
          security,
          body: taskAction,
          response: { 200: envelopeOf(z.object({ tasks: z.array(taskItem), point: z.number().nullable() })) },
        },
      },
      async (request) =>
        ok(await actOnVideo(ctx, memberOf(request).id, request.body.action), t(request.lang, 'success')),
    )

    app.get(
      '/buyer/members/invite',
      { schema: { tags, security, response: { 200: envelopeOf(invitationInfo) } } },
      async (request) =>
        ok(
          presentInvitation(await invitation(ctx, memberOf(request).id), ctx.config.PUBLIC_URL, request.lang),
        ),
    )
  })

/** Tasks (/buyer/members/task) and the invitation page's data (/buyer/members/invite). */
import { invitationInfo, taskAction, taskItem } from '@kaifong/contract'
import { eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { members } from '../../db/schema.ts'
import { authHooks, memberOf } from '../../lib/auth.ts'
import type { AppContext } from '../../lib/context.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { t } from '../../lib/messages.ts'
import { findMemberById } from '../members/members.repo.ts'
import { loadRewards } from './rewards.ts'
import { ledgerKeyExists } from './tasks.repo.ts'
import { claimVideo, inviteRewardKey, listTasks, startVideo } from './tasks.service.ts'

const tags = ['tasks']
const security = [{ accessToken: [] }]

export const tasksRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { authenticate } = authHooks(ctx)

    app.get(
      '/buyer/members/task',
      {
        preHandler: authenticate,
        schema: { tags, security, response: { 200: envelopeOf(z.array(taskItem)) } },
      },
      async (request) => ok(await listTasks(ctx, memberOf(request).id)),
    )

    app.post(
      '/buyer/members/task',
      {
        preHandler: authenticate,
        schema: {
          tags,
          security,
          body: taskAction,
          response: { 200: envelopeOf(z.object({ tasks: z.array(taskItem), point: z.number().nullable() })) },
        },
      },
      async (request) => {
        const me = memberOf(request).id
        let point: number | null = null
        if (request.body.action === 'START') await startVideo(ctx, me)
        else point = (await claimVideo(ctx, me)).balance
        return ok({ tasks: await listTasks(ctx, me), point }, t(request.lang, 'success'))
      },
    )

    app.get(
      '/buyer/members/invite',
      { preHandler: authenticate, schema: { tags, security, response: { 200: envelopeOf(invitationInfo) } } },
      async (request) => {
        const me = await findMemberById(ctx.db, memberOf(request).id)
        if (!me) throw new AppError(404, 20002, 'member.not.found')
        const friends = await ctx.db
          .select()
          .from(members)
          .where(eq(members.invitedBy, me.id))
          .orderBy(members.id)
        const rewards = await loadRewards(ctx.db)
        return ok({
          invitationCode: me.invitationCode,
          link: `${ctx.config.PUBLIC_URL}/SignUp?inviteCode=${me.invitationCode}`,
          reward: rewards.inviteFriend,
          friends: await Promise.all(
            friends.map(async (f) => ({
              nickName: f.nickName,
              joinTime: f.createdAt.toISOString(),
              phoneVerified: f.phoneVerifiedAt !== null,
              rewarded: await ledgerKeyExists(ctx.db, inviteRewardKey(f.id)),
            })),
          ),
        })
      },
    )
  }

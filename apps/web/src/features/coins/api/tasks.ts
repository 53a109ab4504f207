import type { InvitationInfo, TaskItem } from '@kaifong/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

const tasksKey = ['coins', 'tasks'] as const

export function useTasks() {
  return useQuery({ queryKey: tasksKey, queryFn: () => api<TaskItem[]>('/buyer/members/task') })
}

export function useVideoTask() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: 'START' | 'CLAIM') =>
      api<{ tasks: TaskItem[]; point: number | null }>('/buyer/members/task', {
        method: 'POST',
        body: { taskKey: 'VIDEO', action },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(tasksKey, result.tasks)
      void queryClient.invalidateQueries({ queryKey: ['coins'] })
    },
  })
}

export function useInvitation() {
  return useQuery({
    queryKey: ['coins', 'invite'],
    queryFn: () => api<InvitationInfo>('/buyer/members/invite'),
  })
}

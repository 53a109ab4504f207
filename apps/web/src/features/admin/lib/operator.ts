/**
 * The signed-in operator, given by the guard (components/AdminGuard.tsx) to every console page:
 * `useOperator()` for the name and role, `useCan(right)` to show only what the rights allow
 * (docs/admin.md, "Roles and sign-in"; the server checks every right again).
 */
import { createContext, useContext } from 'react'
import type { AdminRight, Operator } from './types.ts'

export const OperatorContext = createContext<Operator | null>(null)

export function useOperator(): Operator {
  const operator = useContext(OperatorContext)
  if (!operator) throw new Error('useOperator outside the console guard')
  return operator
}

export function useCan(right: AdminRight): boolean {
  return useContext(OperatorContext)?.rights.includes(right) ?? false
}

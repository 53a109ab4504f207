/** A form-level error (the server's message when no field can show it). */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  )
}

/**
 * The profile photo: a square preview (what the server's centre crop keeps), a button to choose
 * a photo (a real file input, so it works from the keyboard), one to remove it, and the upload's
 * progress and refusals.
 */
import { AVATAR_PX } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import type { useAvatar } from '../hooks/use-avatar.ts'
import './profile.css'

interface Props {
  /** For the initial shown when there is no photo. */
  name: string
  avatar: ReturnType<typeof useAvatar>
}

export function AvatarPicker({ name, avatar }: Props) {
  const { t } = useTranslation()
  const percent = Math.round(avatar.progress * 100)
  return (
    <fieldset className="avatar-field" aria-describedby="avatar-hint">
      <legend>{t('profile.edit.photo')}</legend>
      <div className="avatar-pick">
        <div className="avatar-square" data-testid="avatar-preview">
          {avatar.preview ? (
            <img src={avatar.preview} alt={t('profile.edit.photoPreview')} />
          ) : (
            <span aria-hidden>{(name || '?').slice(0, 1).toUpperCase()}</span>
          )}
          {avatar.uploading && (
            <div
              role="progressbar"
              className="avatar-bar"
              aria-label={t('profile.edit.uploading')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span style={{ width: `${percent}%` }} />
            </div>
          )}
        </div>
        <div className="avatar-tools">
          <label className="btn btn-outline btn-small avatar-choose">
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              data-testid="avatar-input"
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) avatar.pick(file)
              }}
            />
            {avatar.preview ? t('profile.edit.photoChange') : t('profile.edit.photoChoose')}
          </label>
          {avatar.preview && (
            <button
              type="button"
              className="btn btn-ghost btn-small"
              data-testid="avatar-remove"
              onClick={avatar.remove}
            >
              {t('profile.edit.photoRemove')}
            </button>
          )}
          <p className="field-hint" id="avatar-hint">
            {t('profile.edit.photoHint', { px: AVATAR_PX })}
          </p>
        </div>
      </div>
      {avatar.error && (
        <p className="field-error" role="alert" data-testid="avatar-error">
          {avatar.error}
        </p>
      )}
    </fieldset>
  )
}

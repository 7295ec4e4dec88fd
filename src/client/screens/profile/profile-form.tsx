import { useState, type FormEvent } from 'react';
import type { ProfileView } from '../../../contract/views.ts';
import { useUpdateProfile, type ProfilePatch } from '../../api/profile-update.ts';
import { validateFields, type FieldKind } from '../../dialogs/validation.ts';
import { showSuccess } from '../../ui/toast.ts';

const FIELDS: { name: keyof ProfilePatch; label: string; kind: FieldKind; placeholder: string }[] = [
  { name: 'socialName', label: 'Social name', kind: 'text', placeholder: '@yourname' },
  { name: 'ethWallet', label: 'Ethereum wallet', kind: 'ethWallet', placeholder: '0x…' },
  { name: 'solWallet', label: 'Solana wallet', kind: 'solWallet', placeholder: 'base58 address' },
  { name: 'questPlatformId', label: 'Quest platform link', kind: 'url', placeholder: 'https://…' },
];

function initial(profile: ProfileView): Record<keyof ProfilePatch, string> {
  return {
    socialName: profile.social.name ?? '',
    ethWallet: profile.ethWallet ?? '',
    solWallet: profile.solWallet ?? '',
    questPlatformId: profile.questPlatformId ?? '',
  };
}

/** Edits the social name, wallets and quest link; only changed fields are sent. */
export function ProfileForm({ profile }: { profile: ProfileView }) {
  const [values, setValues] = useState(() => initial(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateProfile();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateFields(FIELDS, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const before = initial(profile);
    const patch: ProfilePatch = {};
    for (const f of FIELDS)
      if (values[f.name].trim() !== before[f.name]) patch[f.name] = values[f.name].trim();
    if (Object.keys(patch).length === 0) return;
    update.mutate(patch, { onSuccess: () => showSuccess('Profile saved') });
  };

  return (
    <form className="card profile-edit" onSubmit={onSubmit} noValidate aria-labelledby="profile-edit">
      <h2 id="profile-edit">Edit</h2>
      {FIELDS.map((f) => (
        <div key={f.name} className="field">
          <label htmlFor={`profile-${f.name}`} className="field__label">
            {f.label}
          </label>
          <input
            id={`profile-${f.name}`}
            name={f.name}
            value={values[f.name]}
            placeholder={f.placeholder}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={errors[f.name] ? `profile-${f.name}-error` : undefined}
            onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
          />
          {errors[f.name] ? (
            <span id={`profile-${f.name}-error`} className="field__error" role="alert">
              {errors[f.name]}
            </span>
          ) : null}
        </div>
      ))}
      <button type="submit" className="button button--primary" disabled={update.isPending}>
        {update.isPending ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

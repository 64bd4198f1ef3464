import { AUTH, DICTIONARY_LANGUAGES, type DictionaryLanguage } from '@toeic-ace/contract/rules';
import type { User } from '@toeic-ace/contract';
import { BookOpenText, Save, Target, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { inputClass, TextField } from '@/components/text-field';
import { useSettingsForm } from '../hooks/use-settings-form';
import { PracticeDefaultsFields } from './practice-defaults-fields';

/** Username, dictionary language and practice defaults, saved together. */
export function SettingsForm({ user }: { user: User | null }) {
  const { t, i18n } = useTranslation();
  const { draft, update, errors, submit, saving } = useSettingsForm(user);
  const joined = user ? new Date(user.createdAt) : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-6" data-testid="settings-form">
      {user && (
        <Card
          title={t('settings.account.title')}
          icon={<UserRound className="h-5 w-5" aria-hidden />}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('auth.fields.username')}
              value={draft.username}
              maxLength={AUTH.usernameMaxLength}
              autoComplete="nickname"
              data-testid="settings-username"
              error={
                errors.username
                  ? t('settings.errors.username', { max: AUTH.usernameMaxLength })
                  : undefined
              }
              onChange={(e) => update('username', e.target.value)}
            />
            <TextField label={t('auth.fields.email')} value={user.email} readOnly disabled />
          </div>
          {joined && !Number.isNaN(joined.getTime()) && (
            <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
              {t('settings.account.joined', {
                date: joined.toLocaleDateString(i18n.language, { dateStyle: 'long' }),
              })}
            </p>
          )}
        </Card>
      )}
      <Card
        title={t('settings.dictionary.title')}
        description={t('settings.dictionary.description')}
        icon={<BookOpenText className="h-5 w-5" aria-hidden />}
      >
        <label htmlFor="settings-dictionary" className="sr-only">
          {t('settings.dictionary.title')}
        </label>
        <select
          id="settings-dictionary"
          data-testid="settings-dictionary-language"
          value={draft.dictionaryLanguage}
          onChange={(e) => update('dictionaryLanguage', e.target.value as DictionaryLanguage)}
          className={`${inputClass()} sm:max-w-xs`}
        >
          {DICTIONARY_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`settings.dictionary.options.${code}`)}
            </option>
          ))}
        </select>
      </Card>
      <Card
        title={t('settings.practice.title')}
        description={t('settings.practice.description')}
        icon={<Target className="h-5 w-5" aria-hidden />}
      >
        <PracticeDefaultsFields draft={draft} errors={errors} update={update} />
      </Card>
      <div className="flex justify-end">
        <Button
          type="submit"
          size="lg"
          loading={saving}
          data-testid="settings-save"
          className="w-full sm:w-auto"
        >
          {!saving && <Save className="h-4 w-4" aria-hidden />}
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

import { common } from './common.ts'
import { directory } from './directory.ts'
import { directoryHome } from './directory-home.ts'
import { directorySectors } from './directory-sectors.ts'
import { directoryProfile } from './directory-profile.ts'
import { directoryStartups } from './directory-startups.ts'
import { directorySearch } from './directory-search.ts'
import { editorial } from './editorial.ts'
import { forms } from './forms.ts'
import { formsContact } from './forms-contact.ts'
import { formsAccount } from './forms-account.ts'
import { formsNewsletter } from './forms-newsletter.ts'

/**
 * Every string of one language (the server and the tests). A browser loads the
 * parts it is made of as its pages need them: `common` on every page, the
 * others where a page's route names them (app/i18n/areas.ts, ADRs 0011 and 0012).
 */
export const messages = {
  ...common,
  ...directory,
  ...directoryHome,
  ...directorySectors,
  ...directoryProfile,
  ...directoryStartups,
  ...directorySearch,
  ...editorial,
  ...forms,
  ...formsContact,
  ...formsAccount,
  ...formsNewsletter,
}
